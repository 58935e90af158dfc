import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { feedKeys } from '../api/feed';

/** Keeps the campus feed live: a post made or deleted anywhere on the campus refetches it. */
export function useLiveFeed(enabled = true): void {
  const queryClient = useQueryClient();
  const refetchFeed = () => void queryClient.invalidateQueries({ queryKey: feedKeys.feed });
  useRealtimeEvents(
    (event) => {
      if (event.type === 'post.created' || event.type === 'post.deleted') refetchFeed();
    },
    enabled,
    refetchFeed,
  );
}
