import {
  BOOK_MESSAGES,
  type CategoryValue,
  countedLength,
  courseCodesOf,
  documentFromPlainText,
  fitEdit,
  fitMessage,
  HOUSING_MESSAGES,
  isCategory,
  isHousingCategory,
  isTextbookCategory,
  LISTING_CATEGORIES,
  LISTING_MESSAGES,
  type ListingCondition,
  MAX_FILES_PER_POST,
  POST_FILE_TYPES,
  POST_MESSAGES,
  type Post,
  readPrice,
  TEXT_MAX,
  UPLOAD_MESSAGES,
} from '@campus/domain';
import { useId, useRef, useState } from 'react';
import { AddMediaButton } from '../../../components/listing-form/add-media-button';
import { CategoryPicker } from '../../../components/listing-form/category-picker';
import { ConditionField } from '../../../components/listing-form/condition-field';
import { housingBodyOf, housingDraftOf } from '../../../components/listing-form/housing-draft';
import { HousingFields } from '../../../components/listing-form/housing-fields';
import { LengthCounter } from '../../../components/listing-form/length-counter';
import fields from '../../../components/listing-form/listing-form.module.css';
import { PriceField } from '../../../components/listing-form/price-field';
import { TextbookFields } from '../../../components/listing-form/textbook-fields';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { refusalSentence } from '../../../lib/api-client';
import { useSiteCampus } from '../../../lib/site-campus';
import { uploadFile } from '../../../lib/upload-file';
import { useEditPost } from '../api/listings';
import styles from '../listings.module.css';

const initialCategory = (post: Post): CategoryValue | null =>
  post.category && post.category !== 'all' && isCategory(post.category) ? post.category : null;

/**
 * 'Edit': the author changes the text, price, condition and category, removes photos and adds new ones after
 * the kept ones, with the composer's fields (its counter, price box, category picker and file
 * button) and rules (500 characters, 10 files; the server checks again). The post then shows
 * 'Edited'; a lower price tells the members who saved it.
 */
export function EditPostDialog(props: { post: Post; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { post } = props;
  const edit = useEditPost(post.id);
  const alert = useAlert();
  const { videos } = useSiteCampus();
  const counterId = useId();
  const priceInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(post.plainText);
  const [cut, setCut] = useState(false);
  // A request's price box is its Up to.
  const [housing, setHousing] = useState(() => housingDraftOf(post.housing));
  const [category, setCategory] = useState<CategoryValue | null>(initialCategory(post));
  const inHousing = isHousingCategory(category);
  // Looking for a roommate has a budget (Up to) instead of rent, as a request has.
  const request = post.kind === 'looking_for' || (inHousing && housing.kind === 'roommate');
  const shownCents =
    post.kind === 'looking_for' || post.housing?.kind === 'roommate' ? post.upToCents : post.priceCents;
  const [price, setPrice] = useState(shownCents === null ? '' : String(shownCents / 100));
  const [course, setCourse] = useState(post.courses.join(', '));
  const [isbn, setIsbn] = useState(post.isbn ?? '');
  const [condition, setCondition] = useState<ListingCondition | null>(post.condition);
  const priceRead = readPrice(price);
  const priced = priceRead.ok && priceRead.dollars !== null;
  const [picking, setPicking] = useState(false);
  const [kept, setKept] = useState(post.media.map((m) => m.id));
  const [added, setAdded] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const chosen = LISTING_CATEGORIES.find((c) => c.value === category);
  const onText = (next: string) => {
    const fitted = fitEdit(text, next, TEXT_MAX);
    setText(fitted.text);
    setCut(fitted.cut);
  };
  const onPick = async (files: File[]) => {
    if (kept.length + added.length + files.length > MAX_FILES_PER_POST)
      return alert(POST_MESSAGES.tooManyFiles, 'danger');
    // Said before uploading; a video the browser gives no type is refused by the server, same sentence.
    if (!videos && files.some((f) => POST_FILE_TYPES[f.type.toLowerCase()] === 'video'))
      return alert(UPLOAD_MESSAGES.videosOff, 'danger');
    setUploading(true);
    try {
      for (const file of files) {
        const uploaded = await uploadFile(file, () => {}).promise;
        setAdded((a) => [...a, { id: uploaded.id, name: file.name }]);
      }
    } catch (err) {
      alert(refusalSentence(err), 'danger');
    } finally {
      setUploading(false);
    }
  };
  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    const reading = readPrice(price);
    // The price box shows why under it; nothing is sent until it can be taken as typed.
    if (!reading.ok) return priceInput.current?.focus();
    edit.mutate(
      {
        text: documentFromPlainText(text),
        price: request ? null : reading.dollars,
        upTo: request ? reading.dollars : null,
        condition: reading.dollars === null || request ? null : condition,
        category,
        courses: isTextbookCategory(category) ? courseCodesOf(course) : [],
        isbn: isTextbookCategory(category) && isbn.trim() ? isbn.trim() : null,
        housing: inHousing ? housingBodyOf(housing) : null,
        keepMediaIds: kept,
        uploadIds: added.map((a) => a.id),
      },
      {
        onSuccess: () => {
          props.onOpenChange(false);
          alert(LISTING_MESSAGES.updated, 'success');
        },
        onError: (err) => alert(refusalSentence(err), 'danger'),
      },
    );
  };
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={LISTING_MESSAGES.editTitle}>
      <form className={form.form} onSubmit={onSave}>
        <div>
          <TextAreaField
            label={LISTING_MESSAGES.postText}
            className={styles.textarea}
            value={text}
            onValueChange={onText}
            aria-describedby={counterId}
          />
          <LengthCounter id={counterId} length={countedLength(text)} max={TEXT_MAX} />
          {cut && (
            <p className={fields.note} role="status">
              {fitMessage(TEXT_MAX)}
            </p>
          )}
        </div>
        <PriceField
          ref={priceInput}
          label={
            post.kind === 'looking_for'
              ? BOOK_MESSAGES.upTo
              : inHousing
                ? request
                  ? HOUSING_MESSAGES.budget
                  : HOUSING_MESSAGES.rent
                : LISTING_MESSAGES.price
          }
          value={price}
          onChange={setPrice}
        />
        {!request && (
          <div>
            <ConditionField value={condition} onChange={setCondition} disabled={!priced} />
          </div>
        )}
        <div>
          <button
            type="button"
            className={fields.toolButton}
            aria-haspopup="dialog"
            onClick={() => setPicking(true)}
          >
            {chosen ? (
              <>
                <span className="visually-hidden">{LISTING_MESSAGES.category}: </span>
                {chosen.text}
              </>
            ) : (
              LISTING_MESSAGES.category
            )}
          </button>
        </div>
        {isTextbookCategory(category) && (
          <TextbookFields
            course={course}
            isbn={isbn}
            onCourse={setCourse}
            onIsbn={setIsbn}
            onProblem={(message) => alert(message, 'danger')}
          />
        )}
        {inHousing && (
          <HousingFields value={housing} onChange={(patch) => setHousing((h) => ({ ...h, ...patch }))} />
        )}
        <CategoryPicker
          open={picking}
          onOpenChange={setPicking}
          title={LISTING_MESSAGES.category}
          closeLabel="Close"
          selected={category}
          onChoose={setCategory}
        />
        {post.media.length > 0 && (
          <ul className={styles.photos} aria-label={LISTING_MESSAGES.photos}>
            {post.media
              .filter((m) => kept.includes(m.id))
              .map((m, i) => (
                <li key={m.id}>
                  <img src={m.url} alt="" />
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={LISTING_MESSAGES.removePhoto(i + 1)}
                    onClick={() => setKept((k) => k.filter((id) => id !== m.id))}
                  >
                    ×
                  </Button>
                </li>
              ))}
          </ul>
        )}
        <div>
          <AddMediaButton
            label={LISTING_MESSAGES.addPhotos}
            disabled={uploading}
            onPick={(f) => void onPick(f)}
          />
        </div>
        {added.length > 0 && (
          <p className={styles.muted}>{LISTING_MESSAGES.newFiles(added.map((a) => a.name))}</p>
        )}
        <Button type="submit" block disabled={edit.isPending || uploading}>
          {edit.isPending ? 'Processing...' : LISTING_MESSAGES.saveChanges}
        </Button>
      </form>
      <ModalCancel />
    </Modal>
  );
}
