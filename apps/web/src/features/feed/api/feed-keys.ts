// The feed's query keys and the About tab's numbers, apart from feed.ts: the shell (widget column,
// create button, post mutations) imports these, and feed.ts brings the domain's filter module, whose
// first evaluation formats a number and so starts the browser's Intl (~35 ms of a phone's main thread
// at 1x here). Kept out of the entry's module graph, that cost comes with the feed page's own chunk,
// in a task of its own, not inside the entry's evaluation.
import type { CampusAbout } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const feedKeys = { feed: ['feed'] as const, about: ['campus-about'] as const };

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
