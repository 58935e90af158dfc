import { FEED_SORTS, FILTER_MESSAGES, SEARCH_SORTS } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { readAddressFilters, withFilters } from './use-listing-filters';

describe('filters in the address', () => {
  it('reads Show sold as the feed always wrote it (sold=1) and the rest by their API names', () => {
    const read = readAddressFilters(new URLSearchParams('q=desk&sold=1&minPrice=20&sort=best'), SEARCH_SORTS);
    expect(read).toEqual({ filters: { showSold: true, minPrice: 20, sort: 'best' }, problems: [] });
    expect(readAddressFilters(new URLSearchParams('sort=best'), FEED_SORTS).problems).toHaveLength(1);
  });

  it('drops the lowest price of a link that has it with Free only, with the sentence', () => {
    const read = readAddressFilters(new URLSearchParams('free=true&minPrice=20&maxPrice=50'), FEED_SORTS);
    expect(read).toEqual({
      filters: { free: true, maxPrice: 50, sort: 'newest' },
      problems: [{ param: 'minPrice', message: FILTER_MESSAGES.freeWithMinPrice }],
    });
  });

  it('replaces every filter and keeps the search and its tab', () => {
    const before = new URLSearchParams('q=desk&show=media&minPrice=5&sold=1&condition=fair');
    const after = withFilters(before, { maxPrice: 50, conditions: ['good'], sort: 'price_asc' });
    expect(after.toString()).toBe('q=desk&show=media&maxPrice=50&condition=good&sort=price_asc');
    expect(withFilters(before, { sort: 'newest' }).toString()).toBe('q=desk&show=media');
  });
});
