import styles from './post.module.css';

/**
 * What stands in for posts while they load: card-shaped boxes at least 200 px high (community §9),
 * so the page does not jump when the posts arrive. Announced once as a status.
 */
export function PostPlaceholder({ label, count = 1 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical boxes that never reorder.
        <div key={i} className={styles.placeholder} aria-hidden="true">
          <span className={styles.placeholderAvatar} />
          <span className={styles.placeholderLines}>
            <span className={styles.placeholderLine} />
            <span className={styles.placeholderLine} />
            <span className={styles.placeholderLineShort} />
          </span>
        </div>
      ))}
    </div>
  );
}
