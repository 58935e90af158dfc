import { CONDITION_LABELS, FILTER_MESSAGES, LISTING_CONDITIONS, type ListingCondition } from '@campus/domain';
import { useId } from 'react';
import styles from './listing-form.module.css';

/**
 * A listing's condition (composer and Edit). It describes something for sale, so it is offered once
 * the listing has a price; without one the server keeps none.
 */
export function ConditionField({
  value,
  onChange,
  disabled,
}: {
  value: ListingCondition | null;
  onChange: (condition: ListingCondition | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <span className={styles.priceField}>
      <label htmlFor={id}>{FILTER_MESSAGES.condition}</label>
      <select
        id={id}
        className={styles.conditionSelect}
        value={disabled ? '' : (value ?? '')}
        disabled={disabled}
        onChange={(e) => onChange((e.target.value || null) as ListingCondition | null)}
      >
        <option value="">{FILTER_MESSAGES.conditionNone}</option>
        {LISTING_CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {CONDITION_LABELS[c]}
          </option>
        ))}
      </select>
    </span>
  );
}
