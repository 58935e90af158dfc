import { and, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import { notBlockedBy } from '../../db/blocks';
import type { Executor, Tx } from '../../db/client';
import { olderThan, type TimeKey } from '../../db/paging';
import { chatMembers, chats, notifications, users } from '../../db/schema';

export type NotificationInsert = typeof notifications.$inferInsert;

/** Writes one notification; its id. */
export async function insertNotification(tx: Tx, values: NotificationInsert): Promise<string> {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  return row!.id;
}

/** Writes many notifications in one statement; their ids and recipients. */
export async function insertNotifications(tx: Tx, values: NotificationInsert[]) {
  if (values.length === 0) return [];
  return tx
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.id, to: notifications.toUserId, type: notifications.type });
}

/** A page of the user's notifications with their senders (not those the user blocked), newest first. One query. */
export async function listNotificationsPage(
  db: Executor,
  userId: string,
  before: TimeKey | undefined,
  limit: number,
) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      postId: notifications.postId,
      chatId: notifications.chatId,
      message: notifications.message,
      read: notifications.read,
      createdAt: notifications.createdAt,
      from: authorColumns(),
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.fromUserId))
    .where(
      and(
        eq(notifications.toUserId, userId),
        olderThan(notifications.createdAt, notifications.id, before),
        notBlockedBy(userId, notifications.fromUserId),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.toUserId, userId), eq(notifications.read, false)));
}

/** Marks the user's unread notifications about one chat read. */
export async function markNotificationsOfChatRead(
  db: Executor,
  userId: string,
  chatId: string,
): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.toUserId, userId),
        eq(notifications.chatId, chatId),
        eq(notifications.read, false),
      ),
    );
}

/** How many of the user's notifications are unread (not counting those from people the user blocked). */
const unreadNotificationsQuery = (db: Executor, userId: UserId) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.toUserId, userId),
        sql`${notifications.read} = false`, // no value: the query may be prepared
        notBlockedBy(userId, notifications.fromUserId),
      ),
    );

/** How many of the user's chats end with a message from the other person sent after they last read it. */
const unreadChatsQuery = (db: Executor, userId: UserId) =>
  db
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

/** A user's id: a value, or the column of a query the counts go into (a session's user). */
type UserId = string | SQLWrapper;

/** Both counts as fields of a select: a rendered page reads them in its session's statement. */
export const unreadFields = (db: Executor, userId: UserId) => ({
  notifications: sql<number>`(${unreadNotificationsQuery(db, userId)})`,
  chats: sql<number>`(${unreadChatsQuery(db, userId)})`,
});

/** Both counts as columns `notifications` and `chats` of a select (countUnread, and a page's shell answers). */
export const unreadColumns = (db: Executor, userId: string) => {
  const { notifications, chats } = unreadFields(db, userId);
  return sql`${notifications} as notifications, ${chats} as chats`;
};

/** Both counts in one statement (every page a member opens asks for them). */
export async function countUnread(
  db: Executor,
  userId: string,
): Promise<{ notifications: number; chats: number }> {
  const result = await db.execute<{ notifications: number; chats: number }>(
    sql`select ${unreadColumns(db, userId)}`,
  );
  const row = result.rows[0];
  return { notifications: row?.notifications ?? 0, chats: row?.chats ?? 0 };
}

/**
 * The two people of an activity e-mail, by id: the recipient's address and choice, the actor's name.
 * One query.
 */
export async function findMailPeople(db: Executor, recipientId: string, actorId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      on: users.emailNotifications,
      first: users.firstName,
      last: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, [recipientId, actorId]));
  return {
    recipient: rows.find((r) => r.id === recipientId),
    actor: rows.find((r) => r.id === actorId),
  };
}

/** Turns the user's activity e-mails off (the unsubscribe link). */
export async function turnOffActivityMail(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailNotifications: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
