import styles from './length-counter.module.css';

/** 'n / max' under a limited text, red at the limit; the text's aria-describedby points at `id`. */
export function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={id}
      className={length >= max ? `${styles.counter} ${styles.counterFull}` : styles.counter}
      aria-live="polite"
    >
      {length} / {max}
    </span>
  );
}
