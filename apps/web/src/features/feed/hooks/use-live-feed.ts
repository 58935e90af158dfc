import { useQueryClient } from '@tanstack/react-query';
import { feedKeys } from '../../../lib/post-lists/feed-keys';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';

/**
 * Keeps the campus feed live: a post made or deleted anywhere on the campus refetches it, and so
 * does a resync (the socket's first `ready`, a reconnect).
 */
export function useLiveFeed(enabled = true): void {
  const queryClient = useQueryClient();
  const refetchFeed = () => refetchLive(queryClient, feedKeys.feed);
  useRealtimeEvents(
    (event) => {
      if (event.type === 'post.created' || event.type === 'post.deleted') refetchFeed();
    },
    enabled,
    refetchFeed,
  );
}
