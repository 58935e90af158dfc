// GET /api/search?q=&show=latest|media&cursor=: the campus's posts matching q, newest first, 10 a page
// (Media: only posts with photos or videos). The server ends the list (nextCursor null) by the
// spec's rule: a page of fewer than 2 hits.
import type { SearchPostsPage } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

export function searchPosts(q: string, show: 'latest' | 'media', cursor: string) {
  const params = new URLSearchParams({ q, show });
  if (cursor) params.set('cursor', cursor);
  return api<SearchPostsPage>(`/api/search?${params}`);
}

export function useSearchPostsQuery(q: string, show: 'latest' | 'media') {
  return useInfiniteQuery({
    queryKey: searchKeys.posts(q, show),
    queryFn: ({ pageParam }) => searchPosts(q, show, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
