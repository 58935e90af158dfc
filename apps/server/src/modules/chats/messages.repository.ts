import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import { notBlockedBy } from '../../db/blocks';
import type { Executor, Tx } from '../../db/client';
import { notHeld, notRemoved } from '../../db/post-rows';
import { chats, messageLikes, messages, postMedia, posts, uploads, users } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

/** Moderation: a message a moderator removed is gone from the chat for both people. */
const messageNotRemoved = () => isNull(messages.removedAt);

/** A message by id (none once removed by a moderator). */
export async function findMessage(db: Executor, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), messageNotRemoved()));
  return row;
}

/** The message the user sent with a client key (a repeat of that send finds it). */
export async function findMessageByClientKey(
  db: Executor,
  userId: string,
  clientKey: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.clientKey, clientKey)));
  return row;
}

/** The posts of `campusId` among `postIds`, each with its text and first image (a shared-post card). */
export async function listSharedPostCards(db: Executor, campusId: string, postIds: string[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ id: posts.id, plainText: posts.plainText, imgPath: postMedia.imgPath, status: posts.status })
    .from(posts)
    .leftJoin(postMedia, and(eq(postMedia.postId, posts.id), eq(postMedia.imgOrder, 0)))
    .where(and(inArray(posts.id, postIds), eq(posts.campusId, campusId), notRemoved(), notHeld()));
}

/** Adds the user's reaction to a message; false when it was there already. */
export async function insertReaction(tx: Tx, messageId: string, userId: string): Promise<boolean> {
  const added = await tx.insert(messageLikes).values({ messageId, userId }).onConflictDoNothing().returning();
  return added.length > 0;
}

/** Removes the user's reaction to a message. */
export async function deleteReaction(tx: Tx, messageId: string, userId: string): Promise<void> {
  await tx
    .delete(messageLikes)
    .where(and(eq(messageLikes.messageId, messageId), eq(messageLikes.userId, userId)));
}

/** The user's upload, locked until the transaction ends, when nothing has claimed it yet. */
export async function lockUnclaimedUpload(
  tx: Tx,
  userId: string,
  uploadId: string,
): Promise<UploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), isNull(uploads.claimedBy)))
    .for('update');
  return row;
}

/** Marks an upload claimed by `ownerId` (the message that shows it). */
export async function claimUpload(tx: Tx, uploadId: string, ownerId: string): Promise<void> {
  await tx.update(uploads).set({ claimedBy: ownerId }).where(eq(uploads.id, uploadId));
}

/** The campus of a post (or comment), when it exists. */
export async function findPostCampusId(db: Executor, postId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ campusId: posts.campusId })
    .from(posts)
    .where(and(eq(posts.id, postId), notRemoved(), notHeld()));
  return row?.campusId;
}

/**
 * The people who messaged `sellerId` about a post: the other person of each of the seller's chats
 * where the post was shared (by either of them), but not removed messages nor people the seller
 * blocked. One query (messages_shared_post_idx).
 */
export async function listPostInquirers(db: Executor, sellerId: string, postId: string) {
  const other = sql`case when ${chats.userLow} = ${sellerId} then ${chats.userHigh} else ${chats.userLow} end`;
  return db
    .selectDistinct(authorColumns())
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(messages.sharedPostId, postId),
        or(eq(chats.userLow, sellerId), eq(chats.userHigh, sellerId)),
        sql`${users.id} <> ${sellerId}`,
        messageNotRemoved(),
        notBlockedBy(sellerId, users.id),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
}

/** Marks a message as the chat's answer for a member who is away (not their reply for the reply time). */
export async function markAutoAnswer(db: Executor, messageId: string): Promise<void> {
  await db.update(messages).set({ autoAnswer: true }).where(eq(messages.id, messageId));
}
