// GET /api/unread: the viewer's unread notifications and unread chats; the badge shows their sum.
// Caching: fresh for 30 s; refetched at once when the viewer's topic reports a notification, a
// message, a chat read, made or deleted, and at a resync (the socket's first `ready`, a reconnect).
// Guests never ask (401) and count 0.
// A page's first counts come with its HTML (first-answers.ts).
import type { RealtimeEventType } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { firstAnswersAt, takeFirstAnswer } from '../../../lib/first-answers';
import { useViewer } from '../../../lib/session';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';

export const unreadKeys = { unread: ['unread'] as const };

export interface UnreadCounts {
  notifications: number;
  chats: number;
}

export const getUnread = () => api<UnreadCounts>('/api/unread');

/** The events that can change a count. */
const COUNT_EVENTS: ReadonlySet<RealtimeEventType> = new Set<RealtimeEventType>([
  'notification.created',
  'message.created',
  'chat.read',
  'chat.created',
  'chat.deleted',
]);

// Every mounted badge hears the same event at the same moment: refetchLive makes it one request.

export function useUnreadQuery() {
  const signedIn = Boolean(useViewer());
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      if (COUNT_EVENTS.has(event.type)) refetchLive(client, unreadKeys.unread);
    },
    signedIn,
    () => refetchLive(client, unreadKeys.unread),
    [unreadKeys.unread],
  );
  return useQuery({
    queryKey: unreadKeys.unread,
    queryFn: getUnread,
    initialData: () => (signedIn ? takeFirstAnswer<UnreadCounts>('/api/unread') : undefined),
    initialDataUpdatedAt: firstAnswersAt,
    enabled: signedIn,
    staleTime: 30_000,
  });
}

const NONE = { notifications: 0, chats: 0, total: 0 } as const;
type Counts = UnreadCounts & { total: number };

// The shell shows the counts in half a dozen places (bars, badges): one query observer and one
// realtime listener for all of them, not one each (each cost the render, server's and browser's).
const UnreadContext = createContext<Counts | null>(null);

/** Gives the counts to every part inside (the app shell: app-shell.tsx). */
export function UnreadCountsProvider({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useViewer());
  const { data } = useUnreadQuery();
  const counts = useMemo(
    () => (!signedIn || !data ? NONE : { ...data, total: data.notifications + data.chats }),
    [signedIn, data],
  );
  return createElement(UnreadContext.Provider, { value: counts }, children);
}

/**
 * Unread notifications, unread chats and their sum (the badge); all 0 for a guest, while loading,
 * and outside the app shell (UnreadCountsProvider).
 */
export function useUnreadCounts(): Counts {
  return useContext(UnreadContext) ?? NONE;
}

/** Unread notifications plus unread chats; 0 for a guest. */
export const useUnreadTotal = (): number => useUnreadCounts().total;
