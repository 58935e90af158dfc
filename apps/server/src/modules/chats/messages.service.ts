import { CHAT_PAGE_SIZE } from '@campus/domain';
import { decodeTimeCursor, nextTimeCursor } from '../../db/paging';
import type { UserRow } from '../accounts/accounts.repository';
import { type ChatsDeps, findParticipantChat } from './chats.service';
import { presentMessages } from './message-cards';
import { findMessageKey, listMessagesFrom } from './messages.repository';

/** A catch-up after a reconnect brings at most this many messages. */
const CATCH_UP_MAX = 500;

/**
 * A page of a chat's messages, newest first (15; the screen shows them newest at the bottom), or
 * with `after` every message after that one, oldest first (catch-up after a reconnect).
 */
export async function listMessages(
  deps: ChatsDeps,
  me: UserRow,
  chatId: string,
  opts: { cursor?: string; after?: string },
) {
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  if (opts.after) {
    const anchor = await findMessageKey(deps.db, chatId, opts.after);
    const rows = await listMessagesFrom(deps.db, chatId, { side: 'newer', key: anchor, limit: CATCH_UP_MAX });
    return { messages: await presentMessages(deps.db, me.id, chat.campusId, rows), nextCursor: null };
  }
  const key = decodeTimeCursor(opts.cursor);
  const rows = await listMessagesFrom(deps.db, chatId, { side: 'older', key, limit: CHAT_PAGE_SIZE });
  return {
    messages: await presentMessages(deps.db, me.id, chat.campusId, rows),
    nextCursor: nextTimeCursor(rows, CHAT_PAGE_SIZE, (r) => ({ at: r.createdAt, id: r.id })),
  };
}

export { sendMessage } from './send.service';
