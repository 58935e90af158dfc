import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { authorColumns } from '../../db/author-columns';
import { notBlockedBy } from '../../db/blocks';
import type { Executor, Tx } from '../../db/client';
import { chatMembers, chats, messages, users } from '../../db/schema';

export type ChatRow = typeof chats.$inferSelect;

/** The chat, when `userId` takes part in it. */
export async function findMemberChat(
  db: Executor,
  userId: string,
  chatId: string,
): Promise<ChatRow | undefined> {
  const [row] = await db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, userId)))
    .where(eq(chats.id, chatId));
  return row?.chat;
}

/**
 * Creates the chat of a pair (`low` < `high`) with its two members; undefined when the pair has one
 * already (the unique pair index decides, whatever the race).
 */
export async function insertChatOfPair(
  tx: Tx,
  chat: { campusId: string; low: string; high: string; createdBy: string },
): Promise<ChatRow | undefined> {
  const [created] = await tx
    .insert(chats)
    .values({ campusId: chat.campusId, userLow: chat.low, userHigh: chat.high, createdBy: chat.createdBy })
    .onConflictDoNothing()
    .returning();
  if (!created) return undefined;
  await tx.insert(chatMembers).values([
    { chatId: created.id, userId: chat.low },
    { chatId: created.id, userId: chat.high },
  ]);
  return created;
}

/** The chat of a pair (`low` < `high`). */
export async function findChatOfPair(db: Executor, low: string, high: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.userLow, low), eq(chats.userHigh, high)));
  return row;
}

/**
 * An empty chat becomes the chat of whoever opens it last: an unused chat the other person started
 * is theirs no more, so each side's inbox shows it only to the one about to write.
 */
export async function takeEmptyChat(db: Executor, chatId: string, userId: string): Promise<void> {
  await db
    .update(chats)
    .set({ createdBy: userId })
    .where(and(eq(chats.id, chatId), sql`${chats.lastMessageAt} is null`));
}

const other = alias(users, 'other');
const otherMember = alias(chatMembers, 'other_member');

/**
 * The user's chats (or the one `chatId`), most recent message first (but not one the other person
 * started and nobody wrote in yet), each with the other person
 * (null once they deleted their account), both read states and whether the user blocked the other
 * person. One query.
 */
export async function listMemberChats(db: Executor, userId: string, chatId?: string) {
  return db
    .select({
      chat: chats,
      mine: chatMembers,
      other: authorColumns(other as unknown as typeof users),
      otherReadAt: otherMember.lastReadAt,
      blockedByMe: sql<boolean>`not ${notBlockedBy(userId, otherMember.userId)}`,
    })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .leftJoin(otherMember, and(eq(otherMember.chatId, chats.id), sql`${otherMember.userId} <> ${userId}`))
    .leftJoin(other, eq(other.id, otherMember.userId))
    .where(
      and(
        eq(chatMembers.userId, userId),
        chatId ? eq(chats.id, chatId) : undefined,
        // A chat nobody wrote in yet is its starter's alone: the other person meets it with a message.
        sql`(${chats.lastMessageAt} is not null or ${chats.createdBy} = ${userId})`,
      ),
    )
    .orderBy(sql`${chats.lastMessageAt} desc nulls last`, desc(chats.createdAt));
}

/** Marks the chat read for `userId` up to `at` (now, without it). */
export async function setChatReadAt(db: Executor, chatId: string, userId: string, at?: Date): Promise<void> {
  await db
    .update(chatMembers)
    .set({ lastReadAt: at ?? sql`now()` })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
}

/** Deletes a chat and its messages. */
export async function deleteChatWithMessages(tx: Tx, chatId: string): Promise<void> {
  await tx.delete(messages).where(eq(messages.chatId, chatId));
  await tx.delete(chats).where(eq(chats.id, chatId));
}
