import { CONDITION_LABELS, FILTER_MESSAGES, LISTING_CONDITIONS, type ListingCondition } from '@campus/domain';
import { useId } from 'react';
import styles from './listing-form.module.css';

/**
 * A listing's condition (composer and Edit). It describes something for sale, so it is offered once
 * the listing has a price; without one the server keeps none, and the field says so beside it.
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
  const hintId = `${id}-hint`;
  return (
    <span className={styles.priceField}>
      <label htmlFor={id}>{FILTER_MESSAGES.condition}</label>
      <select
        id={id}
        className={styles.conditionSelect}
        value={disabled ? '' : (value ?? '')}
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
        onChange={(e) => onChange((e.target.value || null) as ListingCondition | null)}
      >
        <option value="">{FILTER_MESSAGES.conditionNone}</option>
        {LISTING_CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {CONDITION_LABELS[c]}
          </option>
        ))}
      </select>
      {disabled && (
        <span id={hintId} className={styles.conditionHint}>
          {FILTER_MESSAGES.conditionNeedsPrice}
        </span>
      )}
    </span>
  );
}
