import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chats, messages } from '../../db/schema';

/** What a moderator needs to know of a message, removed or not, with its chat's campus. */
export async function findMessageForModeration(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: messages.id,
      chatId: messages.chatId,
      userId: messages.userId,
      campusId: chats.campusId,
      plainText: messages.plainText,
      removedAt: messages.removedAt,
      heldAt: messages.heldAt,
      heldReason: messages.heldReason,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(eq(messages.id, id));
  return row;
}

/**
 * Removes a message (`removed`) or brings a removed one back (an appeal reversed); the inbox preview
 * says `preview` when it is the chat's last. False when it already was so.
 */
async function setMessageRemoved(tx: Executor, id: string, removed: boolean, preview: string) {
  const [row] = await tx
    .update(messages)
    .set({ removedAt: removed ? new Date() : null })
    .where(and(eq(messages.id, id), removed ? isNull(messages.removedAt) : isNotNull(messages.removedAt)))
    .returning({ chatId: messages.chatId });
  if (!row) return false;
  await tx
    .update(chats)
    .set({ lastMessagePreview: preview })
    .where(and(eq(chats.id, row.chatId), eq(chats.lastMessageId, id)));
  return true;
}

/** Marks a message removed; the inbox preview says so when it was the chat's last. False if it already was. */
export const markMessageRemoved = (tx: Executor, id: string, preview: string) =>
  setMessageRemoved(tx, id, true, preview);

/** Brings back a removed message; the inbox preview shows it again when it is the chat's last. */
export const markMessageRestored = (tx: Executor, id: string, preview: string) =>
  setMessageRemoved(tx, id, false, preview);
