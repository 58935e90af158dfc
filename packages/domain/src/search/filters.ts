// Filters and sort of the campus feed and of search results, read the same way by the API (each
// refusal a 400 with its sentence) and by the pages (a bad part of an address is dropped, once
// said). No zod here: the feed page reads its address with this on the first load.
import {
  HOUSING_FILTER_PARAMS,
  type HousingChipKey,
  housingFilterChips,
  housingFilterParams,
  housingFiltersLeft,
  readHousingFilters,
} from '../housing/filters';
import type { HousingKind } from '../housing/messages';
import { isCategory } from '../posts/categories';
import { PRICE_MAX_DOLLARS } from '../posts/rules';
import { choices } from '../text/choices';
import { formatWholeNumber } from '../text/whole-number';

/** A listing's condition, best first (stored as the value; shown by CONDITION_LABELS). */
export const {
  values: LISTING_CONDITIONS,
  labels: CONDITION_LABELS,
  is: isCondition,
} = choices({
  new: 'New',
  like_new: 'Like new',
  good: 'Good',
  fair: 'Fair',
  for_parts: 'For parts',
});
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

/** Search's orders; the feed's are all but Best match. Newest is the default of both. */
export const { values: SEARCH_SORTS, labels: SORT_LABELS } = choices({
  newest: 'Newest',
  best: 'Best match',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
});
export type ListingSort = (typeof SEARCH_SORTS)[number];
export const FEED_SORTS = ['newest', 'price_asc', 'price_desc'] as const satisfies readonly ListingSort[];

export const FILTER_MESSAGES = {
  filters: 'Filters',
  activeFilters: 'Active filters',
  filtersWithCount: (n: number) => (n === 0 ? 'Filters' : `Filters (${n})`),
  sort: 'Sort',
  category: 'Category',
  minPrice: 'Min price ($)',
  maxPrice: 'Max price ($)',
  free: 'Free only',
  condition: 'Condition',
  /** The composer's and Edit's choice of no condition. */
  conditionNone: 'No condition',
  /** Beside the composer's and Edit's Condition while the listing has no price. */
  conditionNeedsPrice: 'Add a price to choose a condition.',
  showSold: 'Show sold',
  /** Only Looking-for posts (requests); the default shows listings and requests. */
  lookingFor: 'Looking for',
  clearAll: 'Clear all',
  done: 'Show results',
  close: 'Close filters',
  removeFilter: (label: string) => `Remove filter: ${label}`,
  /** The chips' words. */
  chipMin: (dollars: number) => `From $${dollars}`,
  chipMax: (dollars: number) => `Up to $${dollars}`,
  chipBetween: (min: number, max: number) => `$${min}–$${max}`,
  chipFree: 'Free',
  chipSold: 'Sold shown',
  /** Refusals (400 from the API). */
  priceNotNumber: 'Prices in filters are whole dollars, with digits only (like 25).',
  priceNegative: "A price can't be less than $0.",
  priceTooHigh: `A price in filters can be at most $${formatWholeNumber(PRICE_MAX_DOLLARS)}.`,
  minAboveMax: 'The lowest price is above the highest price.',
  /** Free only with a lowest price above $0: no listing can match both (a 400, a link's part dropped). */
  freeWithMinPrice: "Free only lists $0 listings, so it can't go with a lowest price above $0.",
  /** The filters resolve that contradiction by keeping the one just set, and say so. */
  freeClearedMin: 'Free only lists $0 listings, so the lowest price was cleared.',
  minClearedFree: 'A lowest price above $0 leaves out free listings, so Free only was turned off.',
  /** A list the filters emptied, and its way out. */
  noMatch: 'No listings match these filters',
  clearFilters: 'Clear filters',
  unknownCondition: 'Choose conditions from the list: New, Like new, Good, Fair, For parts.',
  unknownSort:
    'Choose a sort from the list: Newest, Price low to high or Price high to low (search also has Best match).',
  unknownCategory: 'Choose a category from the list.',
  /** Said once on a page whose address held filters it could not use. */
  dropped: (parts: string[]) =>
    `Some filters in this link were not valid and were left out (${parts.join(', ')}).`,
  /** Typo correction: "Showing results for iphone. Search instead for iphnoe". */
  showingResultsFor: 'Showing results for',
  searchInsteadFor: 'Search instead for',
  /** Under a price sort: listings without a price are left out. */
  priceSortNote: 'Sorting by price lists posts with a price.',
} as const;

/** What the feed and search may be narrowed and ordered by. Prices in whole dollars. */
export interface ListingFilters {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  free?: boolean;
  conditions?: ListingCondition[];
  showSold?: boolean;
  /** Only Looking-for posts. */
  lookingFor?: boolean;
  /** Housing: available on this 'YYYY-MM-DD' (from on or before it, until open or after it). */
  moveInBy?: string;
  housingKind?: HousingKind;
  minBedrooms?: number;
  furnished?: boolean;
  sort: ListingSort;
}

/** The address and API parameters of the filters (the page's own show-sold is `sold=1`). */
export const FILTER_PARAMS = [
  'category',
  'minPrice',
  'maxPrice',
  'free',
  'condition',
  'sort',
  'showSold',
  'lookingFor',
  ...HOUSING_FILTER_PARAMS,
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export interface FilterProblem {
  param: FilterParam;
  message: string;
}

function readPriceParam(text: string): { dollars: number } | { message: string } {
  const t = text.trim();
  if (/^-\s*\d+$/.test(t) && Number(t.replace(/\s/g, '')) < 0)
    return { message: FILTER_MESSAGES.priceNegative };
  if (!/^\d{1,9}$/.test(t)) return { message: FILTER_MESSAGES.priceNotNumber };
  const dollars = Number(t);
  if (dollars > PRICE_MAX_DOLLARS) return { message: FILTER_MESSAGES.priceTooHigh };
  return { dollars };
}

/**
 * Reads filters from parameters (an address or a query string): the filters it could use and, for
 * each part it could not, the parameter and the sentence. `sorts` are the orders the list offers.
 */
export function readListingFilters(
  get: (name: FilterParam) => string | null | undefined,
  sorts: readonly ListingSort[] = FEED_SORTS,
): { filters: ListingFilters; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  const filters: ListingFilters = { sort: 'newest' };
  const category = get('category');
  if (category && category !== 'all') {
    if (isCategory(category)) filters.category = category;
    else problems.push({ param: 'category', message: FILTER_MESSAGES.unknownCategory });
  }
  for (const param of ['minPrice', 'maxPrice'] as const) {
    const text = get(param);
    if (text === null || text === undefined || text === '') continue;
    const read = readPriceParam(text);
    if ('message' in read) problems.push({ param, message: read.message });
    else filters[param] = read.dollars;
  }
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    problems.push({ param: 'minPrice', message: FILTER_MESSAGES.minAboveMax });
    delete filters.minPrice;
  }
  if (get('free') === 'true') filters.free = true;
  const condition = get('condition');
  if (condition) {
    const values = condition.split(',').filter(Boolean);
    if (values.every(isCondition) && values.length > 0)
      filters.conditions = LISTING_CONDITIONS.filter((c) => values.includes(c));
    else problems.push({ param: 'condition', message: FILTER_MESSAGES.unknownCondition });
  }
  const sort = get('sort');
  if (sort) {
    const known = sorts.find((s) => s === sort);
    if (known) filters.sort = known;
    else problems.push({ param: 'sort', message: FILTER_MESSAGES.unknownSort });
  }
  if (get('showSold') === 'true') filters.showSold = true;
  if (get('lookingFor') === 'true') filters.lookingFor = true;
  readHousingFilters(get, filters, problems);
  return { filters, problems };
}

/**
 * Filters each readable alone that no listing can match together: Free only (priced $0) with a lowest
 * price above $0. The API refuses them (400) and a link drops the lowest price, each with the sentence.
 */
export function filterConflicts(filters: ListingFilters): FilterProblem[] {
  if (filters.free && (filters.minPrice ?? 0) > 0)
    return [{ param: 'minPrice', message: FILTER_MESSAGES.freeWithMinPrice }];
  return [];
}

/**
 * A change of the filters from `before` to `next` that contradicts itself keeps the filter just set
 * and drops the other; `said` tells what went (null when nothing had to).
 */
export function resolveFilterChange(
  before: ListingFilters,
  change: ListingFilters,
): { filters: ListingFilters; said: string | null } {
  const next = housingFiltersLeft(before, change);
  if (filterConflicts(next).length === 0) return { filters: next, said: null };
  const resolved = { ...next };
  if (!before.free) {
    delete resolved.minPrice;
    return { filters: resolved, said: FILTER_MESSAGES.freeClearedMin };
  }
  delete resolved.free;
  return { filters: resolved, said: FILTER_MESSAGES.minClearedFree };
}

/** The API's query parameters of the filters (defaults left out), in a fixed order. */
export function filterParams(filters: ListingFilters): [FilterParam, string][] {
  const out: [FilterParam, string][] = [];
  if (filters.category) out.push(['category', filters.category]);
  if (filters.minPrice !== undefined) out.push(['minPrice', String(filters.minPrice)]);
  if (filters.maxPrice !== undefined) out.push(['maxPrice', String(filters.maxPrice)]);
  if (filters.free) out.push(['free', 'true']);
  const conditions = LISTING_CONDITIONS.filter((c) => filters.conditions?.includes(c));
  if (conditions.length) out.push(['condition', conditions.join(',')]);
  if (filters.sort !== 'newest') out.push(['sort', filters.sort]);
  if (filters.showSold) out.push(['showSold', 'true']);
  if (filters.lookingFor) out.push(['lookingFor', 'true']);
  out.push(...housingFilterParams(filters));
  return out;
}

/** A saved search's filters as one text (its sort aside): the same words with other filters are another search. */
export function savedFiltersKey(filters: Omit<ListingFilters, 'sort'>): string {
  // Saved searches do not keep Looking for: their alerts are about new listings.
  return filterParams({ ...filters, lookingFor: false, sort: 'newest' })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** One active filter as a chip shows it, with what clearing it removes. */
export interface FilterChip {
  key: 'category' | 'price' | 'free' | 'condition' | 'showSold' | 'lookingFor' | 'sort' | HousingChipKey;
  label: string;
}

/** The active filters as chips (the sort is one when it is not Newest). */
export function filterChips(filters: ListingFilters, categoryText = (v: string) => v): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.category) chips.push({ key: 'category', label: categoryText(filters.category) });
  const { minPrice: min, maxPrice: max } = filters;
  if (min !== undefined || max !== undefined)
    chips.push({
      key: 'price',
      label:
        min !== undefined && max !== undefined
          ? FILTER_MESSAGES.chipBetween(min, max)
          : min !== undefined
            ? FILTER_MESSAGES.chipMin(min)
            : FILTER_MESSAGES.chipMax(max!),
    });
  if (filters.free) chips.push({ key: 'free', label: FILTER_MESSAGES.chipFree });
  if (filters.conditions?.length)
    chips.push({ key: 'condition', label: filters.conditions.map((c) => CONDITION_LABELS[c]).join(', ') });
  if (filters.showSold) chips.push({ key: 'showSold', label: FILTER_MESSAGES.chipSold });
  if (filters.lookingFor) chips.push({ key: 'lookingFor', label: FILTER_MESSAGES.lookingFor });
  chips.push(...housingFilterChips(filters));
  if (filters.sort !== 'newest') chips.push({ key: 'sort', label: SORT_LABELS[filters.sort] });
  return chips;
}

/** The filters without the one a chip stands for. */
export function withoutFilter(filters: ListingFilters, key: FilterChip['key']): ListingFilters {
  const next = { ...filters };
  if (key === 'category') delete next.category;
  if (key === 'price') {
    delete next.minPrice;
    delete next.maxPrice;
  }
  if (key === 'free') delete next.free;
  if (key === 'condition') delete next.conditions;
  if (key === 'showSold') delete next.showSold;
  if (key === 'lookingFor') delete next.lookingFor;
  if (key === 'sort') next.sort = 'newest';
  if (key === 'moveInBy' || key === 'housingKind' || key === 'minBedrooms' || key === 'furnished')
    delete next[key];
  return next;
}
