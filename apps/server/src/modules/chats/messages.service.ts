import { decodeTimeCursor, encodeTimeCursor } from '../../db/paging';
import type { UserRow } from '../accounts/accounts.repository';
import { type ChatsDeps, chatMissing } from './chats.service';
import { findMessagePage } from './message-page.repository';

/**
 * A page of a chat's messages, newest first (15; the screen shows them newest at the bottom), or
 * with `after` every message after that one, oldest first (catch-up after a reconnect), as the
 * answer's JSON text (messagePageSchema). Only a participant reads it (404 for anyone else, no hint
 * that the chat exists). One statement: the page comes from PostgreSQL as JSON and is spliced in
 * unparsed, as the post page's tree is.
 */
export async function listMessagesJson(
  deps: ChatsDeps,
  me: UserRow,
  chatId: string,
  opts: { cursor?: string; after?: string },
): Promise<string> {
  const key = opts.after ? undefined : decodeTimeCursor(opts.cursor);
  const page = await findMessagePage(deps.db, me.id, chatId, { key, after: opts.after });
  if (!page) throw chatMissing();
  const nextCursor = page.nextKey ? encodeTimeCursor({ at: page.nextKey[0], id: page.nextKey[1] }) : null;
  return `{"messages":${page.messages},"nextCursor":${JSON.stringify(nextCursor)}}`;
}

export { sendMessage } from './send.service';
