// GET /api/notifications: the viewer's notifications, newest first, 15 a page (cursor). Caching: the
// list refetches whenever it opens (staleTime 0), because opening marks everything read and a cached
// page would show old unread flags. While it is open, a new notification or a reconnect refetches it.
import type { AppNotification } from '@campus/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';

export const notificationKeys = { list: ['notifications'] as const };

export interface NotificationPage {
  notifications: AppNotification[];
  nextCursor: string | null;
}

export const getNotifications = (cursor: string) =>
  api<NotificationPage>(`/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export function useNotificationsQuery() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** Keeps the open list live: a notification made for the viewer, a chat read (or a resync) refetches it. */
export function useLiveNotifications(enabled = true): void {
  const client = useQueryClient();
  const refetchList = () => refetchLive(client, notificationKeys.list);
  useRealtimeEvents(
    (event) => {
      // A chat read (here or in another tab) reads its notifications too.
      if (event.type === 'notification.created' || event.type === 'chat.read') refetchList();
    },
    enabled,
    refetchList,
  );
}
