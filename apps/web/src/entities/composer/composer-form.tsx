import {
  BOOK_MESSAGES as B,
  HOUSING_MESSAGES as H,
  isHousingCategory,
  LISTING_CATEGORIES,
  readPrice,
} from '@campus/domain';
import { AddMediaButton } from '../../components/listing-form/add-media-button';
import { ConditionField } from '../../components/listing-form/condition-field';
import { HousingFields } from '../../components/listing-form/housing-fields';
import { PriceField } from '../../components/listing-form/price-field';
import { Button } from '../../components/ui/button';
import { BookComposerFields } from './book-composer-fields';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';
import { FileThumbnails } from './file-thumbnails';
import { GateNotice } from './gate-notice';
import { RichTextEditor } from './rich-text-editor';
import type { Composer } from './use-composer';

export interface ComposerFormProps {
  composer: Composer;
  mode: 'post' | 'comment';
  /** The mobile layout: 'Send Post' / 'Send Reply'. */
  mobile: boolean;
  autoFocus?: boolean;
  /** Post only: opens the category picker (a dialog on wide screens, /create/categories on mobile). */
  onPickCategory?: () => void;
  /** A gate link is leaving the composer (a modal closes first; the draft is kept). */
  onLeave?: () => void;
}

function submitLabel(mode: ComposerFormProps['mode'], mobile: boolean, submitting: boolean): string {
  if (submitting) return L.processing;
  if (mode === 'post') return mobile ? L.sendPost : L.post;
  return mobile ? L.sendReply : L.reply;
}

const hasPrice = (text: string) => {
  const reading = readPrice(text);
  return reading.ok && reading.dollars !== null;
};

/** The composer's body: text, photos and videos, category and price (posts), and the send button. */
export function ComposerForm({
  composer,
  mode,
  mobile,
  autoFocus,
  onPickCategory,
  onLeave,
}: ComposerFormProps) {
  const { draft, submitting, gate } = composer;
  const category = LISTING_CATEGORIES.find((c) => c.value === draft.category);
  const request = draft.book.kind === 'looking_for';
  const housing = mode === 'post' && isHousingCategory(draft.category);
  // In Housing & Apartments the price is the rent per month (a budget when looking for a roommate).
  const priceLabel = !housing ? L.price : draft.book.housing.kind === 'roommate' ? H.budget : H.rent;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void composer.submit();
      }}
    >
      <RichTextEditor
        editorKey={draft.editorKey}
        initialState={draft.text}
        length={draft.textLength}
        label={mode === 'post' ? L.postPlaceholder : L.commentLabel}
        placeholder={mode === 'post' ? L.postPlaceholder : L.commentPlaceholder}
        autoFocus={autoFocus}
        onChange={composer.setText}
        onTooLong={composer.alertTooLong}
        onPasteCut={composer.alertPasteCut}
      />
      {draft.files.length > 0 && (
        <FileThumbnails
          files={draft.files}
          onRemove={composer.removeFile}
          onAltChange={composer.setFileAlt}
        />
      )}
      {gate && <GateNotice gate={gate} onLeave={onLeave} />}
      {mode === 'post' && <BookComposerFields composer={composer} />}
      {housing && (
        <HousingFields
          value={draft.book.housing}
          onChange={(patch) => composer.setBook({ housing: { ...draft.book.housing, ...patch } })}
        />
      )}
      <div className={styles.toolbar}>
        <AddMediaButton label={L.addPhotos} onPick={composer.addFiles} />
        {mode === 'post' && (
          <>
            <button
              type="button"
              className={styles.toolButton}
              aria-haspopup={mobile ? undefined : 'dialog'}
              onClick={onPickCategory}
            >
              {category ? (
                <>
                  <span className="visually-hidden">{L.category}: </span>
                  {category.text}
                </>
              ) : (
                L.category
              )}
            </button>
            {request ? (
              // A request names the most it would pay instead of a price.
              <PriceField
                ref={composer.priceInput}
                label={B.upTo}
                value={draft.book.upTo}
                onChange={(upTo) => composer.setBook({ upTo })}
              />
            ) : (
              <>
                <PriceField
                  ref={composer.priceInput}
                  label={priceLabel}
                  value={draft.price}
                  onChange={composer.setPrice}
                />
                <ConditionField
                  value={draft.condition}
                  onChange={composer.setCondition}
                  disabled={!hasPrice(draft.price)}
                />
              </>
            )}
          </>
        )}
        <Button type="submit" className={styles.submit} disabled={submitting}>
          {submitLabel(mode, mobile, submitting)}
        </Button>
      </div>
    </form>
  );
}
