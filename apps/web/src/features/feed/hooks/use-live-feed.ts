import type { KnownRealtimeEvent, Post } from '@campus/domain';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from '../../../lib/post-lists/feed-keys';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';

type Pages = InfiniteData<{ posts: Post[] }>;

/** Whether a post is among the feed's loaded cards (its status, price or counts show there). */
const inFeed = (client: QueryClient, postId: string) =>
  client
    .getQueriesData<Pages>({ queryKey: feedKeys.feed })
    .some(([, data]) => data?.pages.some((page) => page.posts.some((p) => p.id === postId)));

/**
 * Whether an event changes the campus feed: a post made or deleted anywhere on the campus, or a
 * change (status, edit, comments, likes) to a post whose card is loaded.
 */
export function feedHears(client: QueryClient, event: KnownRealtimeEvent): boolean {
  if (event.type === 'post.created' || event.type === 'post.deleted') return true;
  return event.type === 'post.changed' && inFeed(client, event.payload.postId);
}

/**
 * Keeps the campus feed live: what feedHears names refetches it, and so does a resync (the socket's
 * first `ready`, a reconnect).
 */
export function useLiveFeed(enabled = true): void {
  const queryClient = useQueryClient();
  const refetchFeed = () => refetchLive(queryClient, feedKeys.feed);
  useRealtimeEvents(
    (event) => {
      if (feedHears(queryClient, event)) refetchFeed();
    },
    enabled,
    refetchFeed,
    [feedKeys.feed],
  );
}
