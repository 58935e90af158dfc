import styles from './spinner.module.css';

/** A centred loading spinner with an accessible label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.spinner} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
