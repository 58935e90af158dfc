// POST /api/notifications/read: marks every notification of the viewer read (called as the list
// opens). On success the badge's notification count becomes 0 and the cached list reads as read,
// without waiting for a refetch.
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { type NotificationPage, notificationKeys } from './notifications';
import { type UnreadCounts, unreadKeys } from './unread';

export const markAllRead = () => api<void>('/api/notifications/read', { method: 'POST', json: {} });

const readPages = (data: InfiniteData<NotificationPage>): InfiniteData<NotificationPage> => ({
  ...data,
  pages: data.pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((n) => (n.read ? n : { ...n, read: true })),
  })),
});

export function useMarkAllRead() {
  const client = useQueryClient();
  return useAction({
    mutationFn: markAllRead,
    // Asked again as a live notification arrives: the one in flight may have been read before it.
    repeat: 'once-more',
    onSuccess: () => {
      const countInFlight = client.isFetching({ queryKey: unreadKeys.unread }) > 0;
      client.setQueryData<UnreadCounts>(unreadKeys.unread, (old) => old && { ...old, notifications: 0 });
      // A count already on its way was taken before the POST and would bring the old number back.
      if (countInFlight) void client.invalidateQueries({ queryKey: unreadKeys.unread });
      client.setQueryData<InfiniteData<NotificationPage>>(
        notificationKeys.list,
        (old) => old && readPages(old),
      );
    },
  });
}
