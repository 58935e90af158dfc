import { PRICE_MAX_DOLLARS } from '@campus/domain';
import { useId } from 'react';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';
import { normalisePrice } from './draft-rules';

/** The optional price in whole US dollars (0 to 1,000,000): digits only. */
export function PriceField({ value, onChange }: { value: string; onChange: (price: string) => void }) {
  const id = useId();
  return (
    <div className={styles.priceField}>
      <label htmlFor={id}>{L.price}</label>
      <span className={styles.priceBox}>
        <span aria-hidden="true">$</span>
        <input
          id={id}
          className={styles.priceInput}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          placeholder="0"
          value={value}
          onChange={(e) => {
            const next = normalisePrice(e.target.value);
            if (next === '' || Number(next) <= PRICE_MAX_DOLLARS) onChange(next);
          }}
        />
      </span>
    </div>
  );
}
