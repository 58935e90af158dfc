import { PRICE_MESSAGES, readPrice } from '@campus/domain';
import { forwardRef, useId } from 'react';
import styles from './listing-form.module.css';

export interface PriceFieldProps {
  label: string;
  /** The text as typed ('' for no price); never rewritten here, only judged by readPrice. */
  value: string;
  onChange: (price: string) => void;
}

/**
 * The one price box of a listing (composer and Edit): whole US dollars, judged by the domain's
 * readPrice as the server judges the number. Text it refuses stays as typed, with the sentence under
 * it (and, for cents, a button that takes the rounded price); nothing is dropped or shifted.
 */
export const PriceField = forwardRef<HTMLInputElement, PriceFieldProps>(function PriceField(
  { label, value, onChange },
  ref,
) {
  const id = useId();
  const refusalId = useId();
  const reading = readPrice(value);
  return (
    <div className={styles.priceField}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.priceBox}>
        <span aria-hidden="true">$</span>
        <input
          ref={ref}
          id={id}
          className={styles.priceInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={!reading.ok}
          aria-describedby={reading.ok ? undefined : refusalId}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
      <p id={refusalId} className={styles.refusal} aria-live="polite">
        {!reading.ok && reading.message}
        {!reading.ok && reading.rounded !== undefined && (
          <button
            type="button"
            className={styles.toolButton}
            onClick={() => onChange(String(reading.rounded))}
          >
            {PRICE_MESSAGES.takeRounded(reading.rounded)}
          </button>
        )}
      </p>
    </div>
  );
});
