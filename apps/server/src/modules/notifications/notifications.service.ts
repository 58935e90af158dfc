import { type AppNotification, NOTIFICATIONS_PAGE_SIZE, userTopic } from '@campus/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { chatMembers, chats, notifications, users } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

export interface NotificationDraft {
  to: string;
  from: string;
  type: NotificationType;
  postId?: string | null;
  chatId?: string | null;
  message?: string;
}

/**
 * Writes a notification in the caller's transaction, unless the actor is the recipient. Returns
 * what to publish after commit (see `publishNotifications`).
 */
export async function notify(tx: Tx, draft: NotificationDraft): Promise<{ id: string; to: string } | null> {
  if (draft.to === draft.from) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      toUserId: draft.to,
      fromUserId: draft.from,
      type: draft.type,
      postId: draft.postId ?? null,
      chatId: draft.chatId ?? null,
      message: (draft.message ?? '').slice(0, 200),
    })
    .returning({ id: notifications.id });
  return { id: row!.id, to: draft.to };
}

/** Tells the recipients' open tabs (after commit). */
export async function publishNotifications(
  bus: EventBus,
  created: ({ id: string; to: string } | null)[],
): Promise<void> {
  for (const n of created) {
    if (n)
      await bus.publish(
        createRealtimeEvent(userTopic(n.to), 'notification.created', { notificationId: n.id }),
      );
  }
}

/** A page of the user's notifications, newest first, 15 per page. One query. */
export async function listNotifications(db: Database, userId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor, { t: 'date', id: 'uuid' }) : undefined;
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      postId: notifications.postId,
      chatId: notifications.chatId,
      message: notifications.message,
      read: notifications.read,
      createdAt: notifications.createdAt,
      from: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        img: users.image,
        verified: users.emailVerified,
      },
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.fromUserId))
    .where(
      and(
        eq(notifications.toUserId, userId),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${new Date(after.t)}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE);
  const last = rows.at(-1);
  const items: AppNotification[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return {
    notifications: items,
    nextCursor:
      rows.length === NOTIFICATIONS_PAGE_SIZE && last
        ? encodeCursor({ t: last.createdAt.toISOString(), id: last.id })
        : null,
  };
}

/** Opening the list marks every notification read (the badge becomes 0). */
export async function markNotificationsRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.toUserId, userId), eq(notifications.read, false)));
}

/** The badge: unread notifications plus chats with an unread message from the other person. */
export async function unreadCounts(
  db: Database,
  userId: string,
): Promise<{ notifications: number; chats: number }> {
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.toUserId, userId), eq(notifications.read, false)));
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(
      and(
        eq(chatMembers.userId, userId),
        sql`${chats.lastMessageUserId} is distinct from ${userId}`,
        sql`${chats.lastMessageAt} is not null`,
        sql`(${chatMembers.lastReadAt} is null or ${chats.lastMessageAt} > ${chatMembers.lastReadAt})`,
      ),
    );
  return { notifications: n?.n ?? 0, chats: c?.n ?? 0 };
}
