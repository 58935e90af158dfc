import { CloseIcon } from '../../components/ui/icons';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';
import type { DraftFile } from './draft-store';

/** The picked files: a thumbnail each, its upload progress while sending, and a remove button. */
export function FileThumbnails({
  files,
  onRemove,
}: {
  files: readonly DraftFile[];
  onRemove: (key: string) => void;
}) {
  return (
    <ul className={styles.thumbs} aria-label="Photos and videos">
      {files.map((f) => (
        <li key={f.key} className={styles.thumb}>
          {f.kind === 'image' ? (
            <img className={styles.thumbMedia} src={f.previewUrl} alt={f.name} />
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
  );
}
