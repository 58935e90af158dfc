// The housing filters of the feed and search (Housing & Apartments): Move in by, kind, bedrooms (at
// least) and furnished; the rent range is the price range. No zod: the feed reads its address with
// these on the first load.
import type { FilterChip, FilterParam, FilterProblem, ListingFilters } from '../search/filters';
import { formatCalendarDate, readCalendarDate } from './dates';
import { HOUSING_CATEGORY, HOUSING_FILTER_MESSAGES, HOUSING_KIND_LABELS, isHousingKind } from './messages';
import { HOUSING_LIMITS } from './rules';

export const HOUSING_FILTER_PARAMS = ['moveInBy', 'housingKind', 'minBedrooms', 'furnished'] as const;
export type HousingFilterParam = (typeof HOUSING_FILTER_PARAMS)[number];
export type HousingChipKey = HousingFilterParam;

/** Reads the housing filters into `filters`, each bad part a problem with its sentence. */
export function readHousingFilters(
  get: (name: FilterParam) => string | null | undefined,
  filters: ListingFilters,
  problems: FilterProblem[],
): void {
  const moveInBy = get('moveInBy')?.trim();
  if (moveInBy) {
    if (readCalendarDate(moveInBy)) filters.moveInBy = moveInBy;
    else problems.push({ param: 'moveInBy', message: HOUSING_FILTER_MESSAGES.moveInByInvalid });
  }
  const kind = get('housingKind');
  if (kind) {
    if (isHousingKind(kind)) filters.housingKind = kind;
    else problems.push({ param: 'housingKind', message: HOUSING_FILTER_MESSAGES.kindInvalid });
  }
  const rooms = get('minBedrooms')?.trim();
  if (rooms) {
    if (/^\d{1,2}$/.test(rooms) && Number(rooms) <= HOUSING_LIMITS.rooms) filters.minBedrooms = Number(rooms);
    else problems.push({ param: 'minBedrooms', message: HOUSING_FILTER_MESSAGES.minBedroomsInvalid });
  }
  if (get('furnished') === 'true') filters.furnished = true;
}

/** The housing filters' query parameters (none left out when set), in a fixed order. */
export function housingFilterParams(filters: ListingFilters): [FilterParam, string][] {
  const out: [FilterParam, string][] = [];
  if (filters.moveInBy) out.push(['moveInBy', filters.moveInBy]);
  if (filters.housingKind) out.push(['housingKind', filters.housingKind]);
  if (filters.minBedrooms !== undefined) out.push(['minBedrooms', String(filters.minBedrooms)]);
  if (filters.furnished) out.push(['furnished', 'true']);
  return out;
}

export function hasHousingFilters(filters: ListingFilters): boolean {
  return housingFilterParams(filters).length > 0;
}

/** Leaving Housing & Apartments for another category leaves its own filters behind. */
export function housingFiltersLeft(before: ListingFilters, next: ListingFilters): ListingFilters {
  if (before.category !== HOUSING_CATEGORY || next.category === HOUSING_CATEGORY) return next;
  const { moveInBy: _m, housingKind: _k, minBedrooms: _b, furnished: _f, ...rest } = next;
  return rest;
}

/** The housing filters as chips. */
export function housingFilterChips(filters: ListingFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.moveInBy)
    chips.push({
      key: 'moveInBy',
      label: HOUSING_FILTER_MESSAGES.chipMoveInBy(formatCalendarDate(filters.moveInBy)),
    });
  if (filters.housingKind)
    chips.push({ key: 'housingKind', label: HOUSING_KIND_LABELS[filters.housingKind] });
  if (filters.minBedrooms !== undefined)
    chips.push({ key: 'minBedrooms', label: HOUSING_FILTER_MESSAGES.chipBedrooms(filters.minBedrooms) });
  if (filters.furnished) chips.push({ key: 'furnished', label: HOUSING_FILTER_MESSAGES.chipFurnished });
  return chips;
}
