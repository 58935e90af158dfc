// The feed's query keys and the About tab's numbers, apart from feed.ts: the shell (widget column,
// create button, post mutations) imports these, and feed.ts brings the domain's filter module, whose
// evaluation formats a number and so starts the browser's Intl (30–40 ms at 1x on a 2-core machine,
// four times that in Lighthouse's mobile preset). Out of the entry's module graph, that start is no
// longer inside the entry's evaluation, the longest task after the first paint; it comes in a task of
// its own (the realtime socket's, which reads the time zone), as before the filters came.
import type { CampusAbout } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../api-client';

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
