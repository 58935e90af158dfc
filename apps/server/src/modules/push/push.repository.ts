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
 * What a push of a notification needs, in one query: who did it (name), to whom (their switches and
 * subscribed browsers), what (type, text, post or chat), on which campus (the post's, the chat's,
 * else the recipient's) and whether either person blocked the other (db/blocks.ts).
 */
function pushContexts(db: Executor) {
  return db
    .select({
      id: notifications.id,
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
      subscriptions: sql<PushSubscriptionRow[]>`coalesce((
        select json_agg(json_build_object('endpoint', ps.endpoint, 'p256dh', ps.p256dh, 'auth', ps.auth))
        from push_subscriptions ps where ps.user_id = ${notifications.toUserId}), '[]'::json)`,
    })
    .from(notifications)
    .innerJoin(actor, eq(actor.id, notifications.fromUserId))
    .innerJoin(recipient, eq(recipient.id, notifications.toUserId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(chats, eq(chats.id, notifications.chatId));
}

export type PushContext = Awaited<ReturnType<ReturnType<typeof pushContexts>['execute']>>[number];

/** One notification's push context (see pushContexts), or null when it is gone. */
export async function findPushContext(db: Executor, notificationId: string): Promise<PushContext | null> {
  const [row] = await pushContexts(db).where(eq(notifications.id, notificationId));
  return row ?? null;
}

/**
 * The oldest notifications still waiting for their push (the partial index on push_pending), each
 * with its push context: one query for a whole batch.
 */
export async function listPendingPushContexts(db: Executor, limit: number): Promise<PushContext[]> {
  return pushContexts(db)
    .where(eq(notifications.pushPending, true))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

/** Marks notifications' pushes as done. */
export async function clearPendingPushes(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ pushPending: false }).where(inArray(notifications.id, ids));
}
