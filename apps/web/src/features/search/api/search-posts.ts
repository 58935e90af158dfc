// GET /api/search?q=&show=latest|media&cursor=: the campus's posts matching q, newest first, 10 a page
// (Media: only posts with photos or videos). The server ends the list (nextCursor null) by the
// spec's rule: a page of fewer than 2 hits.
import type { SearchPostsPage } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

export function searchPosts(q: string, show: 'latest' | 'media', cursor: string, showSold = false) {
  const params = new URLSearchParams({ q, show });
  if (showSold) params.set('showSold', 'true');
  if (cursor) params.set('cursor', cursor);
  return api<SearchPostsPage>(`/api/search?${params}`);
}

export function useSearchPostsQuery(q: string, show: 'latest' | 'media', showSold = false) {
  return useInfiniteQuery({
    queryKey: [...searchKeys.posts(q, show), showSold],
    queryFn: ({ pageParam }) => searchPosts(q, show, pageParam, showSold),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
