import {
  type Author,
  LISTING_MESSAGES,
  OFFER_MESSAGES,
  type Post,
  type SetStatusBody,
  truncateAtWord,
} from '@campus/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { publishAdsStopped, stopAdsOfSoldPost } from '../ads/ad-lifecycle.service';
import { sendMessage } from '../chats/messages.service';
import { listInquirers } from '../chats/post-inquiries.service';
import { publishNotifications } from '../notifications/notifications.service';
import { type Notice, notifyWithMail } from '../notifications/notify-with-mail';
import { publishPostChanged, publishTrustChanged } from '../posts/post-events';
import {
  assertMember,
  findTopLevelPost,
  getShownPost,
  type PostsDeps,
  postMissing,
} from '../posts/posts.service';
import { endSale, recordSale } from '../ratings/ratings.service';
import {
  holdPostForMeetup,
  type LockedPost,
  lockPostForChange,
  releaseOfferHolds,
  releasePostFromMeetup,
  setPostStatus,
} from './listing.repository';

export const notOwner = () => new AppError(403, 'not_owner', LISTING_MESSAGES.notOwner);

/**
 * The author's own top-level listing (not a comment, not a 'new user' post), its row locked in the
 * transaction: 404 for another campus's or a deleted post, 403 for anyone but the author.
 */
export function assertOwnListing(post: LockedPost | undefined, user: UserRow, campusId: string): LockedPost {
  if (!post || post.campusId !== campusId) throw postMissing();
  if (post.userId !== user.id) throw notOwner();
  if (post.postCommentedOn || post.type !== 'post')
    throw new AppError(400, 'not_a_listing', LISTING_MESSAGES.commentsCannotChange);
  return post;
}

/** The people who messaged the author about their post: whom 'Mark as Sold' offers as the buyer. */
export async function listBuyers(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  postId: string,
): Promise<Author[]> {
  assertMember(user, campusId);
  const post = await findTopLevelPost(deps.db, campusId, postId);
  if (post.user.id !== user.id) throw notOwner();
  return listInquirers(deps.db, user.id, postId);
}

/**
 * Marks the author's post Available, Pending or Sold. Sold may name the buyer among the
 * people who messaged about it (they are told, and the two may rate each other); it also stops the
 * post's running ad. Leaving Sold forgets an unrated sale. The feed order does not change.
 * `first` runs at the start of the same transaction (a meetup's answer that must win with it),
 * `last` at its end (an offer's handoff: the sale it records is confirmed).
 */
export async function setListingStatus(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  postId: string,
  body: SetStatusBody,
  first?: (tx: Tx) => Promise<void>,
  last?: (tx: Tx) => Promise<void>,
): Promise<Post> {
  assertMember(user, campusId);
  const buyerId = body.buyerId ?? null;
  if (buyerId && body.status !== 'sold')
    throw new AppError(400, 'buyer_without_sale', LISTING_MESSAGES.notABuyer);
  const done = await deps.db.transaction(async (tx) => {
    await first?.(tx);
    const post = assertOwnListing(await lockPostForChange(tx, postId), user, campusId);
    await setPostStatus(tx, postId, body.status);
    if (body.status !== 'sold') {
      await endSale(tx, postId);
      const released = body.status === 'available' ? await releaseOfferHolds(tx, postId) : [];
      return { stopped: [], notice: null as Notice, mailed: false, trusts: [user.id], released };
    }
    const stopped = await stopAdsOfSoldPost(tx, postId);
    if (!buyerId) return { stopped, notice: null as Notice, mailed: false, trusts: [user.id] };
    const buyers = await listInquirers(tx, user.id, postId);
    if (!buyers.some((b) => b.id === buyerId))
      throw new AppError(400, 'not_a_buyer', LISTING_MESSAGES.notABuyer);
    const named = await recordSale(tx, { postId, sellerId: user.id, buyerId });
    await last?.(tx);
    if (!named) return { stopped, notice: null as Notice, mailed: false, trusts: [user.id] };
    const told = await notifyWithMail(deps, tx, {
      to: buyerId,
      from: user.id,
      type: 'sale',
      campusId,
      rootId: postId,
      threadKey: `sale:${postId}`,
      message: truncateAtWord(post.plainText, 200),
    });
    return { stopped, ...told, trusts: [user.id, buyerId] };
  });
  await publishPostChanged(deps.bus, campusId, postId);
  await publishTrustChanged(deps.bus, campusId, done.trusts);
  await publishAdsStopped(deps.bus, done.stopped);
  if ('released' in done && done.released) await tellReleased(deps, user, campusId, done.released);
  await publishNotifications(deps, [done.notice]);
  if (done.mailed) deps.activity.nudgeMail();
  return getShownPost(deps.db, campusId, postId, user.id);
}

/** Tells each buyer an accepted offer no longer holds the listing, in their chat (a notice, a push, the open tab). */
async function tellReleased(deps: PostsDeps, user: UserRow, campusId: string, chats: { chatId: string }[]) {
  const text = {
    root: {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', text: OFFER_MESSAGES.releasedLine }] }],
    },
  };
  for (const { chatId } of chats) {
    try {
      await sendMessage(deps, user, campusId, chatId, { text });
    } catch {
      // The status stands without its line (a block since, the member's rate): the card says released.
    }
  }
}

/**
 * A meetup about the listing was accepted: Available becomes Pending, held by that meetup (other
 * statuses stay), in the caller's transaction. The seller agreed to the meetup or proposed it, so no
 * owner check here.
 */
export async function holdListingForMeetup(tx: Tx, postId: string, meetupId: string): Promise<void> {
  if (await lockPostForChange(tx, postId)) await holdPostForMeetup(tx, postId, meetupId);
}

/**
 * A meetup was cancelled or declined: a listing it made Pending is Available again unless another
 * accepted meetup about it holds it; a Pending the seller chose stays. In the caller's transaction.
 */
export async function releaseListingForMeetup(tx: Tx, postId: string, meetupId: string): Promise<void> {
  // Locked first: the release statement then sees a meetup about it accepted by a transaction that held the row.
  if (await lockPostForChange(tx, postId)) await releasePostFromMeetup(tx, postId, meetupId);
}

/** The seller said a meetup's sale did not happen: Pending goes back to Available, in the caller's transaction. */
export async function releaseListingAfterMeetup(tx: Tx, postId: string): Promise<void> {
  const post = await lockPostForChange(tx, postId);
  if (post?.status === 'pending') await setPostStatus(tx, postId, 'available');
}

/**
 * An offer was accepted: the listing locked and read for the answer's transaction, and Available
 * becomes Pending (for that buyer: the offer records whom). The caller decides from the status it
 * was; undefined for a listing that is gone.
 */
export async function holdListingForOffer(tx: Tx, postId: string): Promise<LockedPost | undefined> {
  const post = await lockPostForChange(tx, postId);
  if (post?.status === 'available') await setPostStatus(tx, postId, 'pending');
  return post;
}
