import { type Author, LISTING_MESSAGES } from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { assertCampusOpen } from '../campuses/campus-status';
import { findTopLevelPost } from '../posts/posts.service';
import { assertCanSend, type ChatsDeps, startChat } from './chats.service';
import { listPostInquirers } from './messages.repository';
import { sendMessage } from './messages.service';

/** The people who messaged the seller about the post (a chat where it was shared): the buyers to choose from. */
export function listInquirers(db: Executor, sellerId: string, postId: string): Promise<Author[]> {
  return listPostInquirers(db, sellerId, postId);
}

/** The text "Is this still available?" sends, as the composer writes it. */
const stillAvailableDoc = () => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: LISTING_MESSAGES.stillAvailable }] }],
  },
});

/**
 * "Is this still available?": one tap on someone else's listing opens the chat with its
 * author (creating it on first contact) and sends the post with that question. Not on sold posts,
 * nor on one's own; the usual messaging rules apply (members, blocks, the message rate). With the
 * tap's client key, a repeat of it is the same message (sendMessage's keys).
 */
export async function askStillAvailable(
  deps: ChatsDeps,
  me: UserRow,
  campusId: string,
  postId: string,
  clientKey?: string,
): Promise<{ chatId: string }> {
  assertCanSend(me, campusId);
  assertCampusOpen(deps.campuses, campusId);
  const post = await findTopLevelPost(deps.db, campusId, postId);
  if (post.type !== 'post') throw new AppError(400, 'not_a_listing', LISTING_MESSAGES.commentsCannotChange);
  if (post.user.id === me.id) throw new AppError(400, 'own_post', LISTING_MESSAGES.notOwner);
  if (post.status === 'sold') throw new AppError(409, 'post_sold', LISTING_MESSAGES.soldAlready);
  const { chat } = await startChat(deps, me, campusId, post.user.id);
  await sendMessage(deps, me, campusId, chat.id, {
    text: stillAvailableDoc(),
    sharedPostId: post.id,
    clientKey,
  });
  return { chatId: chat.id };
}
