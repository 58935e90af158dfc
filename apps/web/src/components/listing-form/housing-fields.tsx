import { HOUSING_MESSAGES as H, HOUSING_KIND_LABELS, HOUSING_KINDS, type HousingKind } from '@campus/domain';
import { useId } from 'react';
import type { HousingDraft } from './housing-draft';
import styles from './listing-form.module.css';

/** One option per housing kind (the composer's select and the housing filter). */
export function HousingKindOptions() {
  return HOUSING_KINDS.map((k) => (
    <option key={k} value={k}>
      {HOUSING_KIND_LABELS[k]}
    </option>
  ));
}

export interface HousingFieldsProps {
  value: HousingDraft;
  onChange: (patch: Partial<HousingDraft>) => void;
}

/**
 * The housing details of a listing in Housing & Apartments (composer and Edit): kind, dates, rooms,
 * furnished, utilities and area. The rent is the price field beside them.
 */
export function HousingFields({ value, onChange }: HousingFieldsProps) {
  const id = useId();
  const untilHint = useId();
  const areaHint = useId();
  const text = (
    key: 'availableFrom' | 'availableUntil' | 'bedrooms' | 'bathrooms' | 'area',
    label: string,
    type: 'date' | 'number' | 'text',
    hint?: string,
  ) => (
    <span className={styles.textField}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className={styles.textInput}
        type={type}
        {...(type === 'number'
          ? { min: 0, max: 20, step: key === 'bathrooms' ? 0.5 : 1, inputMode: 'decimal' }
          : {})}
        value={value[key]}
        aria-describedby={hint}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </span>
  );
  return (
    <fieldset className={styles.housingFields}>
      <legend className="visually-hidden">{H.detailsLegend}</legend>
      <span className={styles.textField}>
        <label htmlFor={`${id}-kind`}>{H.kind}</label>
        <select
          id={`${id}-kind`}
          className={styles.textInput}
          value={value.kind}
          onChange={(e) => onChange({ kind: e.target.value as HousingKind })}
        >
          <HousingKindOptions />
        </select>
      </span>
      {text('availableFrom', H.availableFrom, 'date')}
      {text('availableUntil', H.availableUntil, 'date', untilHint)}
      <span id={untilHint} className={styles.hint}>
        {H.availableUntilHint}
      </span>
      {text('bedrooms', H.bedrooms, 'number')}
      {text('bathrooms', H.bathrooms, 'number')}
      <label className={styles.checkField}>
        <input
          type="checkbox"
          checked={value.furnished}
          onChange={(e) => onChange({ furnished: e.target.checked })}
        />
        {H.furnished}
      </label>
      <label className={styles.checkField}>
        <input
          type="checkbox"
          checked={value.utilitiesIncluded}
          onChange={(e) => onChange({ utilitiesIncluded: e.target.checked })}
        />
        {H.utilitiesIncluded}
      </label>
      {text('area', H.area, 'text', areaHint)}
      <span id={areaHint} className={styles.hint}>
        {H.areaHint}
      </span>
    </fieldset>
  );
}
