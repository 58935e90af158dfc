// The campus feed (25 first, then 15 per page, filtered and sorted as the address says); its keys and
// the About tab's numbers are in feed-keys.ts.
// New posts invalidate ['feed'] (live events), so a page shows them without a reload.
import { filterParams, type ListingFilters, type Post } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstAnswersAt, takeFirstAnswer } from '../../../lib/first-answers';
import { feedKeys } from '../../../lib/post-lists/feed-keys';

type Page<T> = T & { nextCursor: string | null };
type FeedPage = Page<{ posts: Post[] }>;

export function useFeedQuery(filters: ListingFilters, enabled = true) {
  const params = filterParams(filters);
  return useInfiniteQuery({
    queryKey: [...feedKeys.feed, new URLSearchParams(params).toString()],
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams(params);
      if (pageParam) q.set('cursor', pageParam);
      return api<FeedPage>(`/api/feed${q.size ? `?${q}` : ''}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The server's HTML carries the first page of the unfiltered feed (GET /api/feed).
    initialData: () => {
      const first = params.length === 0 ? takeFirstAnswer<FeedPage>('/api/feed') : undefined;
      return first && { pages: [first], pageParams: [''] };
    },
    initialDataUpdatedAt: firstAnswersAt,
    enabled,
  });
}
