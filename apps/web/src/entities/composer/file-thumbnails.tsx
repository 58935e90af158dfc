import { MAX_ALT_TEXT_LENGTH, PHOTO_ALT_MESSAGES } from '@campus/domain';
import { CloseIcon } from '../../components/ui/icons';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';
import type { DraftFile } from './draft-store';
import own from './file-thumbnails.module.css';

/**
 * The picked files: a thumbnail each (the 200 px media box, community §9), its upload progress while
 * sending, a remove button; under the box, for each photo its alt text field (what a screen reader
 * says; the post's text start when left empty).
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
          {photos.map((f) => (
            <input
              key={f.key}
              className={own.altInput}
              type="text"
              value={f.alt}
              maxLength={MAX_ALT_TEXT_LENGTH}
              aria-label={PHOTO_ALT_MESSAGES.label(f.name)}
              placeholder={PHOTO_ALT_MESSAGES.placeholder}
              onChange={(e) => onAltChange(f.key, e.target.value)}
            />
          ))}
        </div>
      )}
    </>
  );
}
