import { describe, expect, it } from 'vitest';
import {
  FEED_SORTS,
  FILTER_MESSAGES,
  filterChips,
  filterConflicts,
  filterParams,
  type ListingSort,
  readListingFilters,
  resolveFilterChange,
  SEARCH_SORTS,
  savedFiltersKey,
  withoutFilter,
} from './filters';

const read = (query: string, sorts: readonly ListingSort[] = FEED_SORTS) => {
  const params = new URLSearchParams(query);
  return readListingFilters((name) => params.get(name), sorts);
};

describe('readListingFilters', () => {
  it('reads every filter and the order, and writes them back the same', () => {
    const { filters, problems } = read(
      'minPrice=20&maxPrice=50&condition=good,like_new&sort=price_asc&free=true&category=furniture&showSold=true',
    );
    expect(problems).toEqual([]);
    expect(filters).toEqual({
      category: 'furniture',
      minPrice: 20,
      maxPrice: 50,
      free: true,
      conditions: ['like_new', 'good'],
      sort: 'price_asc',
      showSold: true,
    });
    expect(new URLSearchParams(filterParams(filters)).toString()).toBe(
      'category=furniture&minPrice=20&maxPrice=50&free=true&condition=like_new%2Cgood&sort=price_asc&showSold=true',
    );
  });

  it.each([
    ['minPrice=50&maxPrice=20', 'minPrice', FILTER_MESSAGES.minAboveMax],
    ['minPrice=-5', 'minPrice', FILTER_MESSAGES.priceNegative],
    ['maxPrice=abc', 'maxPrice', FILTER_MESSAGES.priceNotNumber],
    ['maxPrice=12.50', 'maxPrice', FILTER_MESSAGES.priceNotNumber],
    ['maxPrice=2000000', 'maxPrice', FILTER_MESSAGES.priceTooHigh],
    ['condition=good,mint', 'condition', FILTER_MESSAGES.unknownCondition],
    ['sort=best', 'sort', FILTER_MESSAGES.unknownSort],
    ['category=spaceships', 'category', FILTER_MESSAGES.unknownCategory],
  ])('refuses %s', (query, param, message) => {
    const { problems } = read(query);
    expect(problems).toEqual([{ param, message }]);
  });

  it('keeps the good parts beside a bad one, and Best match on search only', () => {
    expect(read('minPrice=20&condition=mint').filters).toEqual({ minPrice: 20, sort: 'newest' });
    expect(read('sort=best', SEARCH_SORTS).filters.sort).toBe('best');
  });
});

describe('chips', () => {
  it('name each active filter and clear it alone', () => {
    const { filters } = read('minPrice=20&maxPrice=50&condition=good,like_new&sort=price_asc');
    const chips = filterChips(filters);
    expect(chips.map((c) => c.label)).toEqual(['$20–$50', 'Like new, Good', 'Price: low to high']);
    expect(withoutFilter(filters, 'price')).toEqual({ conditions: ['like_new', 'good'], sort: 'price_asc' });
    expect(withoutFilter(filters, 'sort').sort).toBe('newest');
  });
});

describe('savedFiltersKey', () => {
  it('keys the same filters the same whatever their order', () => {
    expect(savedFiltersKey({ conditions: ['good', 'new'], maxPrice: 5 })).toBe(
      savedFiltersKey(read('condition=new,good&maxPrice=5').filters),
    );
  });
});

describe('contradictory filters', () => {
  it('finds Free only with a lowest price above $0, and nothing in filters that agree', () => {
    expect(filterConflicts({ sort: 'newest', free: true, minPrice: 20 })).toEqual([
      { param: 'minPrice', message: FILTER_MESSAGES.freeWithMinPrice },
    ]);
    expect(filterConflicts({ sort: 'newest', free: true, minPrice: 0, maxPrice: 20 })).toEqual([]);
    expect(filterConflicts({ sort: 'newest', minPrice: 20 })).toEqual([]);
  });

  it('resolve a change by keeping the filter just set, with a sentence saying what went', () => {
    const from20 = { sort: 'newest', minPrice: 20 } as const;
    expect(resolveFilterChange(from20, { ...from20, free: true })).toEqual({
      filters: { sort: 'newest', free: true },
      said: FILTER_MESSAGES.freeClearedMin,
    });
    const free = { sort: 'newest', free: true } as const;
    expect(resolveFilterChange(free, { ...free, minPrice: 20 })).toEqual({
      filters: { sort: 'newest', minPrice: 20 },
      said: FILTER_MESSAGES.minClearedFree,
    });
    expect(resolveFilterChange(free, { ...free, maxPrice: 20 })).toEqual({
      filters: { ...free, maxPrice: 20 },
      said: null,
    });
  });
});
