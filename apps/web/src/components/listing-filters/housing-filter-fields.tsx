import { HOUSING_FILTER_MESSAGES as HF, type HousingKind, type ListingFilters } from '@campus/domain';
import { useId } from 'react';
import { HousingKindOptions } from '../listing-form/housing-fields';
import styles from './listing-filters.module.css';

const BEDROOMS = [1, 2, 3, 4];

/** Housing & Apartments' own filters: Move in by, kind, bedrooms (at least), furnished. */
export function HousingFilterFields({
  filters,
  set,
}: {
  filters: ListingFilters;
  set: (patch: Partial<ListingFilters>) => void;
}) {
  const id = useId();
  return (
    <>
      <span className={styles.field}>
        <label htmlFor={`${id}-move`}>{HF.moveInBy}</label>
        <input
          id={`${id}-move`}
          type="date"
          value={filters.moveInBy ?? ''}
          // The date input gives '' or a whole day ('YYYY-MM-DD'), never a part of one.
          onChange={(e) => set({ moveInBy: e.target.value || undefined })}
        />
      </span>
      <span className={styles.field}>
        <label htmlFor={`${id}-kind`}>{HF.kind}</label>
        <select
          id={`${id}-kind`}
          value={filters.housingKind ?? ''}
          onChange={(e) => set({ housingKind: (e.target.value || undefined) as HousingKind | undefined })}
        >
          <option value="">{HF.anyKind}</option>
          <HousingKindOptions />
        </select>
      </span>
      <span className={styles.field}>
        <label htmlFor={`${id}-beds`}>{HF.minBedrooms}</label>
        <select
          id={`${id}-beds`}
          value={filters.minBedrooms ?? ''}
          onChange={(e) => set({ minBedrooms: e.target.value === '' ? undefined : Number(e.target.value) })}
        >
          <option value="">{HF.anyBedrooms}</option>
          {BEDROOMS.map((n) => (
            <option key={n} value={n}>
              {n}+
            </option>
          ))}
        </select>
      </span>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={Boolean(filters.furnished)}
          onChange={(e) => set({ furnished: e.target.checked || undefined })}
        />
        {HF.furnished}
      </label>
    </>
  );
}
