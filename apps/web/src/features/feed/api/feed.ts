// The campus feed (25 first, then 15 per page, optionally one category) and the About tab's numbers.
// New posts invalidate ['feed'] (live events), so a page shows them without a reload.
import type { CampusAbout, Post } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeFirstAnswer } from '../../../lib/first-answers';

export const feedKeys = { feed: ['feed'] as const, about: ['campus-about'] as const };

type Page<T> = T & { nextCursor: string | null };
type FeedPage = Page<{ posts: Post[] }>;

export function useFeedQuery(category: string, enabled = true, showSold = false) {
  return useInfiniteQuery({
    queryKey: [...feedKeys.feed, category, showSold],
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams();
      if (pageParam) q.set('cursor', pageParam);
      if (category !== 'all') q.set('category', category);
      if (showSold) q.set('showSold', 'true');
      return api<FeedPage>(`/api/feed${q.size ? `?${q}` : ''}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The server's HTML carries the first page of the unfiltered feed (GET /api/feed).
    initialData: () => {
      const first = category === 'all' && !showSold ? takeFirstAnswer<FeedPage>('/api/feed') : undefined;
      return first && { pages: [first], pageParams: [''] };
    },
    enabled,
  });
}

export function useAboutQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: feedKeys.about,
    queryFn: ({ pageParam }) =>
      api<CampusAbout>(`/api/campus/about${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
