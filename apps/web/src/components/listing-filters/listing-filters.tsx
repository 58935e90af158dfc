import {
  CATEGORIES,
  CONDITION_LABELS,
  FILTER_MESSAGES,
  filterChips,
  filterParams,
  HOUSING_FILTER_MESSAGES as HF,
  isHousingCategory,
  LISTING_CONDITIONS,
  type ListingFilters,
  type ListingSort,
  readListingFilters,
  resolveFilterChange,
  SORT_LABELS,
  withoutFilter,
} from '@campus/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useBackCloses } from '../../lib/use-back-closes';
import { useMediaQuery } from '../../lib/use-media-query';
import { useAlert } from '../ui/alerts/alert-provider';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { HousingFilterFields } from './housing-filter-fields';
import styles from './listing-filters.module.css';

const categoryText = (value: string) => CATEGORIES.find((c) => c.value === value)?.text ?? value;

interface Props {
  filters: ListingFilters;
  /** `replace`: the change takes the place of the current history entry (the sheet's own). */
  onChange: (next: ListingFilters, options?: { replace?: boolean }) => void;
  /** The orders this list offers (search adds Best match). */
  sorts: readonly ListingSort[];
}

/** How many filters are on (the sort counts when it is not Newest): the phone's button says it. */
export const activeFilterCount = (filters: ListingFilters) => filterChips(filters).length;

/** A new price bound; a bound that would cross it (a lower one above the upper) is dropped. */
function withBound(filters: ListingFilters, edge: 'minPrice' | 'maxPrice', value: number | undefined) {
  const other = edge === 'minPrice' ? 'maxPrice' : 'minPrice';
  const [min, max] = edge === 'minPrice' ? [value, filters.maxPrice] : [filters.minPrice, value];
  const crossed = min !== undefined && max !== undefined && min > max;
  return { [edge]: value, [other]: crossed ? undefined : filters[other] };
}

/** A price box: whole dollars, taken when it leaves the box or on Enter; a refused text says why. */
function PriceBox({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  onCommit: (dollars: number | undefined) => void;
}) {
  const id = useId();
  const refusalId = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const refusal = text.trim()
    ? readListingFilters((name) => (name === 'minPrice' ? text : null)).problems[0]
    : undefined;
  const commit = () => {
    if (refusal) return;
    const dollars = text.trim() === '' ? undefined : Number(text.trim());
    if (dollars !== value) onCommit(dollars);
  };
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.price}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={Boolean(refusal)}
        aria-describedby={refusal ? refusalId : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      {refusal && (
        <span id={refusalId} className={styles.refusal}>
          {refusal.message}
        </span>
      )}
    </span>
  );
}

/** Every control of the filters: the wide bar shows them in a row, the phone's sheet in a column. */
function FilterFields({ filters, onChange, sorts }: Props) {
  const categoryId = useId();
  const sortId = useId();
  const set = (patch: Partial<ListingFilters>) => onChange({ ...filters, ...patch });
  const housing = isHousingCategory(filters.category); // the price is the rent
  const toggleCondition = (condition: (typeof LISTING_CONDITIONS)[number], on: boolean) => {
    const chosen = new Set(filters.conditions ?? []);
    if (on) chosen.add(condition);
    else chosen.delete(condition);
    const conditions = LISTING_CONDITIONS.filter((c) => chosen.has(c));
    set({ conditions: conditions.length ? conditions : undefined });
  };
  return (
    <>
      <span className={styles.field}>
        <label htmlFor={categoryId}>{FILTER_MESSAGES.category}</label>
        <select
          id={categoryId}
          value={filters.category ?? 'all'}
          onChange={(e) => set({ category: e.target.value === 'all' ? undefined : e.target.value })}
        >
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.text}
            </option>
          ))}
        </select>
      </span>
      <PriceBox
        label={housing ? HF.minRent : FILTER_MESSAGES.minPrice}
        value={filters.minPrice}
        onCommit={(minPrice) => set(withBound(filters, 'minPrice', minPrice))}
      />
      <PriceBox
        label={housing ? HF.maxRent : FILTER_MESSAGES.maxPrice}
        value={filters.maxPrice}
        onCommit={(maxPrice) => set(withBound(filters, 'maxPrice', maxPrice))}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={Boolean(filters.free)}
          onChange={(e) => set({ free: e.target.checked || undefined })}
        />
        {FILTER_MESSAGES.free}
      </label>
      {housing && <HousingFilterFields filters={filters} set={set} />}
      <fieldset className={styles.conditions}>
        <legend>{FILTER_MESSAGES.condition}</legend>
        {LISTING_CONDITIONS.map((c) => (
          <label key={c} className={styles.check}>
            <input
              type="checkbox"
              checked={filters.conditions?.includes(c) ?? false}
              onChange={(e) => toggleCondition(c, e.target.checked)}
            />
            {CONDITION_LABELS[c]}
          </label>
        ))}
      </fieldset>
      <span className={styles.field}>
        <label htmlFor={sortId}>{FILTER_MESSAGES.sort}</label>
        <select
          id={sortId}
          value={filters.sort}
          onChange={(e) => set({ sort: sorts.find((s) => s === e.target.value) ?? 'newest' })}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </span>
      {(['showSold', 'lookingFor'] as const).map((key) => (
        <label key={key} className={styles.check}>
          <input
            type="checkbox"
            checked={Boolean(filters[key])}
            onChange={(e) => set({ [key]: e.target.checked || undefined })}
          />
          {FILTER_MESSAGES[key]}
        </label>
      ))}
    </>
  );
}

/** The active filters as chips, each clearing its own, and one Clear all. */
function FilterChips({ filters, onChange }: Omit<Props, 'sorts'>) {
  const chips = filterChips(filters, categoryText);
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <ul aria-label={FILTER_MESSAGES.activeFilters}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              aria-label={FILTER_MESSAGES.removeFilter(chip.label)}
              onClick={() => onChange(withoutFilter(filters, chip.key))}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={() => onChange({ sort: 'newest' })}>
        {FILTER_MESSAGES.clearAll}
      </button>
    </div>
  );
}

const sameFilters = (a: ListingFilters, b: ListingFilters) =>
  JSON.stringify(filterParams(a)) === JSON.stringify(filterParams(b));

/**
 * The phone's Filters sheet: its taps change a draft, applied as one history step when it closes
 * (Show results, ×, or Back, which closes it first: useBackCloses).
 */
function FilterSheet({ count, ...props }: Props & { count: number }) {
  const alert = useAlert();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(props.filters);
  const latest = useRef(draft);
  latest.current = draft;
  const layer = useBackCloses(open, () => {
    setOpen(false);
    if (!sameFilters(latest.current, props.filters)) props.onChange(latest.current);
  });
  const close = () => {
    setOpen(false);
    // The latest draft: a price box commits on blur, just before Show results' click.
    if (sameFilters(latest.current, props.filters)) return layer.release('pop');
    layer.release('replace');
    props.onChange(latest.current, { replace: true });
  };
  const edit = (next: ListingFilters) => {
    const resolved = resolveFilterChange(draft, next);
    if (resolved.said) alert(resolved.said, 'okay');
    setDraft(resolved.filters);
  };
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(props.filters);
          setOpen(true);
        }}
      >
        {FILTER_MESSAGES.filtersWithCount(count)}
      </Button>
      <Modal open={open} onOpenChange={(o) => !o && close()} title={FILTER_MESSAGES.filters} wide closeButton>
        <div className={styles.sheet}>
          <FilterFields filters={draft} onChange={edit} sorts={props.sorts} />
          <Button block onClick={close}>
            {FILTER_MESSAGES.done}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * The filters and sort of the feed and of search: a bar on wide screens; on phones a Filters button
 * (with how many are on) that opens them in a sheet. The active ones show as chips under either.
 */
export function ListingFilterControls(props: Props) {
  const wide = useMediaQuery('(min-width: 770px)');
  const count = activeFilterCount(props.filters);
  return (
    <div className={styles.filters}>
      {wide ? (
        <fieldset className={styles.bar}>
          <legend className="visually-hidden">{FILTER_MESSAGES.filters}</legend>
          <FilterFields {...props} />
        </fieldset>
      ) : (
        <FilterSheet {...props} count={count} />
      )}
      {(props.filters.sort === 'price_asc' || props.filters.sort === 'price_desc') && (
        <p className={styles.note}>{FILTER_MESSAGES.priceSortNote}</p>
      )}
      <FilterChips filters={props.filters} onChange={props.onChange} />
    </div>
  );
}
