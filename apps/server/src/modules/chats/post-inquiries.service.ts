import crypto from 'node:crypto';
import { type Author, AWAY_MESSAGES, isAway, LISTING_MESSAGES } from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { findUser } from '../accounts/accounts.service';
import { assertCampusOpen } from '../campuses/campus-status';
import { findTopLevelPost } from '../posts/posts.service';
import { assertCanSend, type ChatsDeps, startChat } from './chats.service';
import { listPostInquirers, markAutoAnswer } from './messages.repository';
import { sendMessage } from './messages.service';

/** The people who messaged the seller about the post (a chat where it was shared): the buyers to choose from. */
export function listInquirers(db: Executor, sellerId: string, postId: string): Promise<Author[]> {
  return listPostInquirers(db, sellerId, postId);
}

/** A one-paragraph message as the composer writes it. */
const paragraphDoc = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
});

/** The text "Is this still available?" sends. */
const stillAvailableDoc = () => paragraphDoc(LISTING_MESSAGES.stillAvailable);

/** The answer's own key, made from the question's: a repeat of the tap answers once. */
const answerKey = (clientKey: string) => {
  const h = crypto.createHash('sha256').update(`away-answer:${clientKey}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

/**
 * While the seller is away, the chat answers the question at once for them: "I'm away until Jan 10."
 * and their note. Marked as an automatic answer, so it is not their reply for the reply time. Not
 * when the seller may not send (a suspension): the question stands on its own.
 */
export async function answerIfAway(
  deps: ChatsDeps,
  sellerId: string,
  campusId: string,
  chatId: string,
  key?: string,
) {
  const seller = await findUser(deps.db, sellerId);
  if (!seller || !isAway(seller.awayUntil, new Date())) return;
  const text = AWAY_MESSAGES.autoAnswer(seller.awayUntil, seller.awayNote);
  const sent = await sendMessage(deps, seller, campusId, chatId, {
    text: paragraphDoc(text),
    clientKey: key ? answerKey(key) : undefined,
  }).catch(() => null);
  if (sent) await markAutoAnswer(deps.db, sent.id);
}

/**
 * "Is this still available?": one tap on someone else's listing opens the chat with its
 * author (creating it on first contact) and sends the post with that question. Not on sold posts,
 * nor on one's own; the usual messaging rules apply (members, blocks, the message rate). With the
 * tap's client key, a repeat of it is the same message (sendMessage's keys). A seller who is away
 * answers at once (answerIfAway).
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
  await answerIfAway(deps, post.user.id, campusId, chat.id, clientKey);
  return { chatId: chat.id };
}
