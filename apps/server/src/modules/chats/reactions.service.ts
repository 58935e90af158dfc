import type { UserRow } from '../accounts/accounts.repository';
import { assertMayMessage } from '../blocks/blocks.service';
import { notify, publishNotifications } from '../notifications/notifications.service';
import {
  type ChatsDeps,
  chatMissing,
  findParticipantChat,
  otherPersonOf,
  publishToBoth,
} from './chats.service';
import { deleteReaction, findMessage, insertReaction } from './messages.repository';

/**
 * Toggles the viewer's reaction on a message ('Reaction sent.'); the author is notified on a new one.
 * Refused across a block, like a message.
 */
export async function toggleReaction(deps: ChatsDeps, me: UserRow, messageId: string) {
  const message = await findMessage(deps.db, messageId);
  if (!message) throw chatMissing();
  const chat = await findParticipantChat(deps.db, me.id, message.chatId);
  // A reaction reaches the other person like a message: not across a block.
  const otherId = otherPersonOf(chat, me.id);
  if (otherId) await assertMayMessage(deps.db, me.id, otherId);
  const result = await deps.db.transaction(async (tx) => {
    const liked = await insertReaction(tx, messageId, me.id);
    if (!liked) await deleteReaction(tx, messageId, me.id);
    const notice =
      liked && message.userId
        ? await notify(tx, { to: message.userId, from: me.id, type: 'message like', chatId: message.chatId })
        : null;
    return { liked, notice };
  });
  await publishToBoth(deps, chat, 'message.reacted', { chatId: message.chatId, messageId });
  await publishNotifications(deps, [result.notice]);
  return { liked: result.liked };
}
