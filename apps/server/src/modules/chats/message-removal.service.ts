import { MODERATION_MESSAGES } from '@campus/domain';
import type { Tx } from '../../db/client';
import type { Found } from '../../lib/found';
import {
  findMessageForModeration,
  markMessageRemoved,
  markMessageRestored,
} from './message-removal.repository';

// Removal by a moderator: the row stays for the audit log, every read of the chat
// leaves it out (messages.repository messageNotRemoved).

export type ModeratedMessage = Found<typeof findMessageForModeration>;

/** A message as moderation sees it, removed or not. */
export { findMessageForModeration as findModeratedMessage };

/** Removes a message for both people, in the caller's transaction. False when it already was. */
export function removeMessage(tx: Tx, id: string): Promise<boolean> {
  return markMessageRemoved(tx, id, MODERATION_MESSAGES.messageRemovedPreview);
}

/** Brings back a removed message for both people (an appeal reversed). False when it was not removed. */
export function restoreMessage(tx: Tx, message: ModeratedMessage): Promise<boolean> {
  const preview = message.plainText?.trim() ? message.plainText.slice(0, 120) : 'Sent a photo';
  return markMessageRestored(tx, message.id, preview);
}
