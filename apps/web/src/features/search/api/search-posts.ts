// GET /api/search?q=&show=latest|media&cursor=&…filters: the campus's posts matching q, filtered and
// sorted (newest first by default), 10 a page (Media: only posts with photos or videos). The server
// ends the list (nextCursor null) by the spec's rule: a page of fewer than 2 hits. The first page
// says which words stood in for typed ones (correction).
import { filterParams, type ListingFilters, type SearchPostsPage } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';

export interface SearchPostsOptions {
  filters: ListingFilters;
  /** The words as typed, no stand-ins ("Search instead for …"). */
  exact?: boolean;
}

export function searchPosts(
  q: string,
  show: 'latest' | 'media',
  cursor: string,
  options: SearchPostsOptions,
) {
  const params = new URLSearchParams({ q, show });
  for (const [name, value] of filterParams(options.filters)) params.set(name, value);
  if (options.exact) params.set('exact', 'true');
  if (cursor) params.set('cursor', cursor);
  return api<SearchPostsPage>(`/api/search?${params}`);
}

export function useSearchPostsQuery(q: string, show: 'latest' | 'media', options: SearchPostsOptions) {
  return useInfiniteQuery({
    queryKey: [
      ...searchKeys.posts(q, show),
      new URLSearchParams(filterParams(options.filters)).toString(),
      Boolean(options.exact),
    ],
    queryFn: ({ pageParam }) => searchPosts(q, show, pageParam, options),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
