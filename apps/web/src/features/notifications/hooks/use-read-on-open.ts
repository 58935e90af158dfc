import { useEffect, useRef, useState } from 'react';
import { useMarkAllRead } from '../api/mark-all-read';
import type { useNotificationsQuery } from '../api/notifications';

type NotificationsQuery = ReturnType<typeof useNotificationsQuery>;

/**
 * Marks every notification read once the open list holds fresh data: once on open (so the badge
 * becomes 0), and again whenever a refetch brings an unread one (a live notification). The list
 * is loaded before the POST, so it still knows which items were unread; their ids are kept for
 * this visit so that they keep the unread look after the cache is marked read.
 * Returns the ids of the items that were unread when they loaded.
 */
export function useReadOnOpen({
  data,
  isFetchedAfterMount,
  isFetching,
}: NotificationsQuery): ReadonlySet<string> {
  const { mutate: markAllRead } = useMarkAllRead();
  const [unreadIds, setUnreadIds] = useState<ReadonlySet<string>>(() => new Set());
  const markedOnce = useRef(false);
  const fresh = isFetchedAfterMount && !isFetching;
  useEffect(() => {
    if (!data || !fresh) return;
    const unread = data.pages.flatMap((page) => page.notifications.filter((n) => !n.read).map((n) => n.id));
    if (unread.length > 0) {
      setUnreadIds((seen) => (unread.every((id) => seen.has(id)) ? seen : new Set([...seen, ...unread])));
    }
    if (markedOnce.current && unread.length === 0) return;
    markedOnce.current = true;
    markAllRead();
  }, [data, fresh, markAllRead]);
  return unreadIds;
}
