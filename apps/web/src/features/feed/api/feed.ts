// The campus feed (25 first, then 15 per page) and the About tab's numbers. Refetched when opened.
import type { CampusAbout, Post } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const feedKeys = { feed: ['feed'] as const, about: ['campus-about'] as const };

type Page<T> = T & { nextCursor: string | null };

export function useFeedQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: feedKeys.feed,
    queryFn: ({ pageParam }) =>
      api<Page<{ posts: Post[] }>>(`/api/feed${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
