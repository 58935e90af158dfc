import { MAX_ALT_TEXT_LENGTH, PHOTO_ALT_MESSAGES } from '@campus/domain';
import { useId } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { useLengthLimit } from '../../components/ui/text-field';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';
import type { DraftFile } from './draft-store';
import own from './file-thumbnails.module.css';

/**
 * One photo's alt text row: its thumbnail, 'Describe photo 2 of 3' and the box, with the shared length
 * limit (its counter near the end, the paste sentence).
 */
function AltRow(props: { file: DraftFile; label: string; onChange: (alt: string) => void }) {
  const id = useId();
  const limit = useLengthLimit(props.file.alt, MAX_ALT_TEXT_LENGTH);
  return (
    <div className={own.alt}>
      <img className={own.altThumb} src={props.file.previewUrl} alt="" />
      <span className={own.altText}>
        <label htmlFor={id} className={own.altLabel}>
          {props.label}
        </label>
        <input
          id={id}
          className={own.altInput}
          type="text"
          value={props.file.alt}
          maxLength={MAX_ALT_TEXT_LENGTH}
          onChange={(e) => props.onChange(e.target.value)}
          onPaste={limit.onPaste}
          aria-describedby={limit.describedBy}
        />
        {limit.note}
      </span>
    </div>
  );
}

/**
 * The picked files: a thumbnail each (the 200 px media box, community §9), its upload progress while
 * sending, a remove button; under the box, for each photo its alt text field (what a screen reader
 * says; the post's text start when left empty), labelled by the photo's place, its thumbnail beside it.
 */
export function FileThumbnails({
  files,
  onRemove,
  onAltChange,
}: {
  files: readonly DraftFile[];
  onRemove: (key: string) => void;
  onAltChange: (key: string, alt: string) => void;
}) {
  const photos = files.filter((f) => f.kind === 'image');
  return (
    <>
      <ul className={styles.thumbs} aria-label="Photos and videos">
        {files.map((f) => (
          <li key={f.key} className={styles.thumb}>
            {f.kind === 'image' ? (
              <img className={styles.thumbMedia} src={f.previewUrl} alt={f.alt.trim() || f.name} />
            ) : (
              <video className={styles.thumbMedia} src={f.previewUrl} muted playsInline preload="metadata">
                <track kind="captions" />
              </video>
            )}
            {f.status === 'uploading' && (
              <div
                className={styles.progress}
                role="progressbar"
                aria-label={L.uploading(f.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={f.progress}
              >
                <span className={styles.progressValue} style={{ width: `${f.progress}%` }} />
              </div>
            )}
            <button
              type="button"
              className={styles.remove}
              aria-label={L.removeFile(f.name)}
              onClick={() => onRemove(f.key)}
            >
              <CloseIcon width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
      {photos.length > 0 && (
        <div className={own.alts}>
          {photos.map((f, i) => (
            <AltRow
              key={f.key}
              file={f}
              label={PHOTO_ALT_MESSAGES.label(i, photos.length)}
              onChange={(alt) => onAltChange(f.key, alt)}
            />
          ))}
        </div>
      )}
    </>
  );
}
