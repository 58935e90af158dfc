import {
  type AppNotification,
  MODERATION_SENDER,
  NOTIFICATIONS_PAGE_SIZE,
  pushTypeOf,
  type RealtimeEvent,
  truncateAtWord,
  userTopic,
} from '@campus/domain';
import type { Database, Executor, Tx } from '../../db/client';
import { decodeTimeCursor, nextTimeCursor } from '../../db/paging';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import { hasBlocked } from '../blocks/blocks.service';
import type { ActivityMailConfig } from './activity-mail';
import {
  countUnread,
  insertNotification,
  insertNotifications,
  listNotificationsPage,
  markAllNotificationsRead,
  markNotificationsOfChatRead,
  type NotificationInsert,
} from './notifications.repository';

/** The unread counts as columns of a select, for a page's statement that asks them beside other modules' roles. */
export { unreadColumns, unreadFields } from './notifications.repository';

export type NotificationType = NotificationInsert['type'];

export interface NotificationDraft {
  to: string;
  from: string;
  type: NotificationType;
  postId?: string | null;
  chatId?: string | null;
  message?: string;
}

/** The row of a draft: the message cut to 200 characters, pending push when its kind can push. */
export const notificationRowOf = (draft: NotificationDraft): NotificationInsert => ({
  toUserId: draft.to,
  fromUserId: draft.from,
  type: draft.type,
  postId: draft.postId ?? null,
  chatId: draft.chatId ?? null,
  message: truncateAtWord(draft.message ?? '', 200),
  pushPending: pushTypeOf(draft.type) !== undefined,
});

/**
 * Writes a notification in the caller's transaction, unless the actor is the recipient or someone
 * the recipient blocked. A kind that can push is written pending for the `push-delivery` job (issue
 * 18), in the same insert. Returns what to publish after commit (see `publishNotifications`).
 */
export async function notify(
  tx: Tx,
  draft: NotificationDraft,
): Promise<{ id: string; to: string; type: NotificationType } | null> {
  if (draft.to === draft.from) return null;
  // Nothing from a person the recipient blocked (so no activity e-mail either: callers mail on a notice).
  if (await hasBlocked(tx, draft.to, draft.from)) return null;
  const id = await insertNotification(tx, notificationRowOf(draft));
  return { id, to: draft.to, type: draft.type };
}

/**
 * Writes one notification per draft in one statement, in the caller's transaction, for recipients
 * the caller already chose (never the actor, nobody who blocked the actor: checked in its query).
 */
export async function notifyChosen(
  tx: Tx,
  drafts: NotificationDraft[],
): Promise<{ id: string; to: string; type: NotificationType }[]> {
  return insertNotifications(tx, drafts.map(notificationRowOf));
}

/**
 * After the commit: tells the recipients' open tabs, and queues a run of the `push-delivery` job for
 * their other devices (never awaited: a slow push service does not slow the action).
 */
export async function publishNotifications(
  deps: { bus: EventBus; activity?: Pick<ActivityMailConfig, 'push'> },
  created: ({ id: string; to: string; type?: string } | null)[],
): Promise<void> {
  await deps.bus.publishAll(notificationEvents(deps, created));
}

/**
 * What `publishNotifications` publishes, for a caller that publishes them with its own events in
 * one go; queues the push job (as it does) at once.
 */
export function notificationEvents(
  deps: { activity?: Pick<ActivityMailConfig, 'push'> },
  created: ({ id: string; to: string; type?: string } | null)[],
): RealtimeEvent[] {
  // Only kinds that can push (a new chat or a message like stays in the app): no job for the others.
  if (created.some((n) => n && (!n.type || pushTypeOf(n.type)))) deps.activity?.push?.nudge();
  return created.flatMap((n) =>
    n ? [createRealtimeEvent(userTopic(n.to), 'notification.created', { notificationId: n.id })] : [],
  );
}

/** A page of the user's notifications, newest first, 15 per page. One query. */
export async function listNotifications(db: Database, userId: string, cursor?: string) {
  const rows = await listNotificationsPage(db, userId, decodeTimeCursor(cursor), NOTIFICATIONS_PAGE_SIZE);
  const items: AppNotification[] = rows.map((r) => ({
    ...r,
    // Moderation notices come from the moderators as a team, never the one who acted.
    from: r.type === 'moderation' ? MODERATION_SENDER : r.from,
    createdAt: r.createdAt.toISOString(),
  }));
  return {
    notifications: items,
    nextCursor: nextTimeCursor(rows, NOTIFICATIONS_PAGE_SIZE, (r) => ({ at: r.createdAt, id: r.id })),
  };
}

/** Opening the list marks every notification read (the badge becomes 0). */
export async function markNotificationsRead(db: Database, userId: string): Promise<void> {
  await markAllNotificationsRead(db, userId);
}

/** Reading a chat reads the user's notifications of it: they no longer count nor show as new. */
export async function markChatNotificationsRead(db: Executor, userId: string, chatId: string): Promise<void> {
  await markNotificationsOfChatRead(db, userId, chatId);
}

/** The badge: unread notifications plus chats with an unread message from the other person. */
export async function unreadCounts(
  db: Database,
  userId: string,
): Promise<{ notifications: number; chats: number }> {
  return countUnread(db, userId);
}
