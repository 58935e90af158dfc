import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { blockedEitherWay } from '../../db/blocks';
import type { Executor } from '../../db/client';
import { chats, notifications, posts, pushSubscriptions, users } from '../../db/schema';

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves a browser's subscription for the user; an endpoint another account had moves to this one. */
export async function upsertPushSubscription(
  db: Executor,
  row: PushSubscriptionRow & { userId: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
    });
}

/** Keeps the user's newest `keep` subscriptions and deletes the rest. */
export async function trimPushSubscriptions(db: Executor, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the user's subscription of this endpoint; whether there was one. */
export async function deletePushSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Deletes subscriptions the push service said are gone (404/410). */
export async function deletePushEndpoints(db: Executor, endpoints: string[]): Promise<void> {
  if (endpoints.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));
}

/** The user's subscribed browsers. */
export async function listPushSubscriptions(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** The push types the user turned off. */
export async function findPushTypesOff(db: Executor, userId: string): Promise<string[]> {
  const [row] = await db.select({ off: users.pushTypesOff }).from(users).where(eq(users.id, userId));
  return row?.off ?? [];
}

export async function setPushTypesOff(db: Executor, userId: string, off: string[]): Promise<void> {
  await db.update(users).set({ pushTypesOff: off, updatedAt: new Date() }).where(eq(users.id, userId));
}

const actor = alias(users, 'actor');
const recipient = alias(users, 'recipient');

/**
 * What a push of one notification needs, in one query: who did it (name), to whom (their switches),
 * what (type, text, post or chat), on which campus (the post's, the chat's, else the recipient's)
 * and whether either person blocked the other (db/blocks.ts).
 */
export async function findPushContext(db: Executor, notificationId: string) {
  const [row] = await db
    .select({
      type: notifications.type,
      toUserId: notifications.toUserId,
      fromUserId: notifications.fromUserId,
      postId: notifications.postId,
      chatId: notifications.chatId,
      message: notifications.message,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      turnedOff: recipient.pushTypesOff,
      blocked: blockedEitherWay(notifications.toUserId, notifications.fromUserId),
      campusId: sql<string | null>`coalesce(${posts.campusId}, ${chats.campusId}, ${recipient.campusId})`,
    })
    .from(notifications)
    .innerJoin(actor, eq(actor.id, notifications.fromUserId))
    .innerJoin(recipient, eq(recipient.id, notifications.toUserId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(chats, eq(chats.id, notifications.chatId))
    .where(eq(notifications.id, notificationId));
  return row ?? null;
}

/** The oldest notifications still waiting for their push (the partial index on push_pending). */
export async function listPendingPushes(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.pushPending, true))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Marks notifications' pushes as done. */
export async function clearPendingPushes(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ pushPending: false }).where(inArray(notifications.id, ids));
}
