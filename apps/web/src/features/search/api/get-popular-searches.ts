// GET /api/search/popular: the campus's 14 most searched terms (the bar shows 4, the page all).
import type { PopularSearch } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';

export const getPopularSearches = () =>
  api<{ searches: PopularSearch[] }>('/api/search/popular').then((r) => r.searches);

/** Popular searches; `enabled` false waits (the bar asks once it first opens). */
export function usePopularSearchesQuery(enabled = true) {
  return useQuery({
    queryKey: searchKeys.popular,
    queryFn: getPopularSearches,
    staleTime: 5 * 60_000,
    enabled,
  });
}
