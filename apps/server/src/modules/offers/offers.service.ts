import { randomInt } from 'node:crypto';
import {
  type AnswerOfferBody,
  type ErrorCode,
  LISTING_MESSAGES,
  OFFER_MESSAGES as M,
  type MakeOfferBody,
  type MyOffers,
  OFFER_EXPIRES_MS,
  type Offer,
  readOfferAmount,
} from '@campus/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, clientKeyReused } from '../../http/errors';
import { contentHash, sameContent } from '../../lib/content-hash';
import type { UserRow } from '../accounts/accounts.repository';
import { assertCampusOpen } from '../campuses/campus-status';
import {
  assertCanSend,
  type ChatsDeps,
  findParticipantChat,
  messageableOther,
  startChat,
} from '../chats/chats.service';
import { sendMessage } from '../chats/messages.service';
import { answerIfAway } from '../chats/post-inquiries.service';
import { holdListingForOffer } from '../listings/post-status.service';
import { publishPostChanged } from '../posts/post-events';
import { assertMember, findTopLevelPost, type PostsDeps } from '../posts/posts.service';
import { findUser } from '../users/users.service';
import type { OfferExpiry } from './offer-expiry.job';
import {
  closeOtherOffers,
  deleteOffer,
  findOffer,
  findOfferByClientKey,
  findOfferCard,
  insertOffer,
  listChatOffers,
  listOffersOf,
  lockOffer,
  lockOpenOffer,
  type OfferChange,
  type OfferRow,
  releaseAcceptedOffers,
  updateOffer,
} from './offers.repository';

export type OffersDeps = PostsDeps & ChatsDeps & { expiry: OfferExpiry };

export const refuse = (status: number, code: ErrorCode, message: string) =>
  new AppError(status, code, message);
export const offerMissing = () => refuse(404, 'offer_missing', M.missing);
const offerClosed = () => refuse(409, 'offer_closed', M.closed);

/** A chat line, as the composer writes it: one paragraph a line. */
export const linesDoc = (...lines: string[]) => ({
  root: {
    type: 'root',
    children: lines.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
});

const badAmount = (message: string) => refuse(400, 'offer_bad_amount', message);

/** The amount's cents against the listing's price, or its sentence. */
function amountOf(text: string, priceCents: number | null): number {
  const read = readOfferAmount(text, priceCents);
  if (!read.ok) throw badAmount(read.message);
  return read.cents;
}

/**
 * "Make an offer" on another member's priced listing that is neither sold nor pending: opens (or
 * finds) the chat with the seller, and sends the offer there as a line with the listing, so the
 * seller is told as by any message (notification, push, the open tab). The buyer's open offer on the
 * listing takes the new amount. With the tap's client key, a repeat is the first offer.
 */
export async function makeOffer(
  deps: OffersDeps,
  me: UserRow,
  campusId: string,
  postId: string,
  body: MakeOfferBody,
  now = new Date(),
): Promise<Offer> {
  assertCanSend(me, campusId);
  assertCampusOpen(deps.campuses, campusId);
  const hash = contentHash({ postId, amount: body.amount.trim(), message: body.message?.trim() || null });
  if (body.clientKey) {
    const earlier = await findOfferByClientKey(deps.db, me.id, body.clientKey);
    if (earlier) {
      if (earlier.postId !== postId || !sameContent(earlier.clientHash, hash)) throw clientKeyReused();
      return (await findOfferCard(deps.db, earlier.id, me.id))!;
    }
  }
  const post = await findTopLevelPost(deps.db, campusId, postId);
  if (post.type !== 'post') throw refuse(400, 'not_a_listing', LISTING_MESSAGES.commentsCannotChange);
  if (post.user.id === me.id) throw refuse(400, 'offer_own_listing', M.ownListing);
  if (post.status === 'sold') throw refuse(409, 'post_sold', LISTING_MESSAGES.soldAlready);
  if (post.status === 'pending') throw refuse(409, 'offer_pending', M.pending);
  if (post.priceCents === null) throw refuse(400, 'offer_no_price', M.noPrice);
  const cents = amountOf(body.amount, post.priceCents);
  const message = body.message?.trim() || null;
  const { chat } = await startChat(deps, me, campusId, post.user.id);
  const expiresAt = new Date(now.getTime() + OFFER_EXPIRES_MS);
  const keyed = { clientKey: body.clientKey ?? null, clientHash: body.clientKey ? hash : null };
  const write = () =>
    deps.db.transaction(async (tx) => {
      const open = await lockOpenOffer(tx, postId, me.id);
      // The same tap again, after the first committed: the first offer, no second line.
      if (open && body.clientKey && open.clientKey === body.clientKey) return { row: open, repeat: true };
      if (open) {
        const change = { amountCents: cents, message, proposedBy: me.id, expiresAt, chatId: chat.id };
        await updateOffer(tx, open.id, { ...change, ...keyed });
        return { row: { ...open, ...change }, before: open };
      }
      const row = await insertOffer(tx, {
        campusId,
        chatId: chat.id,
        postId,
        sellerId: post.user.id,
        buyerId: me.id,
        proposedBy: me.id,
        amountCents: cents,
        message,
        expiresAt,
        ...keyed,
      });
      return { row, before: undefined as OfferRow | undefined };
    });
  let written: Awaited<ReturnType<typeof write>>;
  try {
    written = await write();
  } catch (err) {
    // Two sends at once: the same tap again finds the first offer by its key; another amount
    // replaces the open offer the other send just made.
    if (!isUniqueViolation(err, ['offers_open_key', 'offers_client_key_idx'])) throw err;
    if (body.clientKey) return makeOffer(deps, me, campusId, postId, body, now);
    written = await write();
  }
  if ('repeat' in written) return (await findOfferCard(deps.db, written.row.id, me.id))!;
  try {
    const lines = message ? [M.card(cents), message] : [M.card(cents)];
    await sendMessage(deps, me, campusId, chat.id, { text: linesDoc(...lines), sharedPostId: postId });
  } catch (err) {
    // Without its line the seller would never hear of it: the offer is undone.
    if (written.before) await updateOffer(deps.db, written.before.id, written.before);
    else await deleteOffer(deps.db, written.row.id);
    throw err;
  }
  await deps.expiry.schedule(written.row);
  // A seller who is away answers at once, as to "Is this still available?".
  await answerIfAway(deps, post.user.id, campusId, chat.id, body.clientKey);
  return (await findOfferCard(deps.db, written.row.id, me.id))!;
}

/** The offer when the user is its buyer or seller on this campus; 404 for anyone else. */
export async function ownOffer(
  deps: OffersDeps,
  me: UserRow,
  campusId: string,
  id: string,
): Promise<OfferRow> {
  const offer = await findOffer(deps.db, id);
  if (!offer || offer.campusId !== campusId || (offer.sellerId !== me.id && offer.buyerId !== me.id))
    throw offerMissing();
  return offer;
}

/** The status an answer leaves, to know a repeat of it by the same person. */
const LEAVES: Partial<Record<AnswerOfferBody['action'], OfferRow['status']>> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
};

/** Whether the offer stands as this person's same answer left it (a double tap, a retry). */
function isRepeat(offer: OfferRow, me: UserRow, body: AnswerOfferBody): boolean {
  if (body.action === 'counter') return false;
  if (offer.status !== LEAVES[body.action]) return false;
  return body.action === 'withdraw' ? offer.proposedBy === me.id : offer.proposedBy !== me.id;
}

/** The change an answer makes to an open offer, or why it is refused. */
function changeOf(
  offer: OfferRow,
  me: UserRow,
  body: AnswerOfferBody,
  priceCents: number | null,
  now: Date,
): OfferChange {
  if (offer.status === 'closed') throw refuse(409, 'offer_other_accepted', M.otherAccepted);
  if (offer.status !== 'open' || offer.expiresAt <= now) throw offerClosed();
  if (body.action === 'withdraw') {
    if (offer.proposedBy !== me.id) throw refuse(403, 'offer_not_yours', M.withdrawOwn);
    return { status: 'withdrawn' };
  }
  if (offer.proposedBy === me.id) throw refuse(403, 'offer_not_yours', M.notYours);
  if (body.action === 'decline') return { status: 'declined' };
  if (body.action === 'counter')
    return {
      amountCents: amountOf(body.amount, priceCents),
      proposedBy: me.id,
      expiresAt: new Date(now.getTime() + OFFER_EXPIRES_MS),
    };
  return { status: 'accepted', handoffCode: String(randomInt(10_000)).padStart(4, '0') };
}

/** The line an answer sends in the chat. */
function lineOf(body: AnswerOfferBody, offer: OfferRow & OfferChange): string {
  if (body.action === 'accept') return M.acceptedLine(offer.amountCents);
  if (body.action === 'counter') return M.counterLine(offer.amountCents);
  return body.action === 'decline' ? M.declinedLine : M.withdrawnLine;
}

/**
 * The other person accepts, declines or counters an open offer; its proposer withdraws it.
 * Accepting binds both: the listing turns Pending for the buyer and its other open offers close
 * ("The seller accepted another offer."). The listing's row is locked first, so of two accepts on one
 * listing at once exactly one wins; the other is told another offer was accepted.
 */
export async function answerOffer(
  deps: OffersDeps,
  me: UserRow,
  campusId: string,
  id: string,
  body: AnswerOfferBody,
  now = new Date(),
): Promise<Offer> {
  assertCanSend(me, campusId);
  assertCampusOpen(deps.campuses, campusId);
  const found = await ownOffer(deps, me, campusId, id);
  if (isRepeat(found, me, body)) return (await findOfferCard(deps.db, id, me.id))!;
  const chat = await findParticipantChat(deps.db, me.id, found.chatId);
  await messageableOther(deps, chat, me.id);
  // A counter is read against the price now (an edit may have lowered it).
  const priceCents =
    body.action === 'counter' ? (await findTopLevelPost(deps.db, campusId, found.postId)).priceCents : null;
  const done = await deps.db.transaction(async (tx) => {
    // The listing first, then the offer: two accepts on one listing take their locks in one order.
    const post = body.action === 'accept' ? await holdListingForOffer(tx, found.postId) : undefined;
    const offer = (await lockOffer(tx, id))!;
    if (isRepeat(offer, me, body)) return { offer, closed: [] };
    const change = changeOf(offer, me, body, priceCents, now);
    if (change.status === 'accepted') {
      if (!post || post.status === 'sold') throw refuse(409, 'post_sold', LISTING_MESSAGES.soldAlready);
      if (post.status === 'pending') throw refuse(409, 'offer_other_accepted', M.otherAccepted);
      await releaseAcceptedOffers(tx, found.postId);
    }
    await updateOffer(tx, id, change);
    const closed = change.status === 'accepted' ? await closeOtherOffers(tx, found.postId, id) : [];
    return { offer: { ...offer, ...change }, closed, changed: true };
  });
  if ('changed' in done) {
    // Accepting made the listing Pending: its post page and cards hear it.
    if (done.offer.status === 'accepted') await publishPostChanged(deps.bus, campusId, found.postId);
    if (body.action === 'counter') await deps.expiry.schedule(done.offer);
    await tellChat(deps, me, campusId, done.offer.chatId, lineOf(body, done.offer));
    // The seller tells the other buyers, whoever accepted (a buyer may accept the seller's counter).
    const seller = done.closed.length ? await findUser(deps.db, done.offer.sellerId) : undefined;
    for (const other of done.closed)
      if (seller) await tellChat(deps, seller, campusId, other.chatId, M.otherAccepted);
  }
  return (await findOfferCard(deps.db, id, me.id))!;
}

/**
 * Sends an answer's line (the other person's notification, push and open tab). The answer stands
 * without it: the card is the record; only a block or the member's rate refuses it now.
 */
async function tellChat(deps: OffersDeps, me: UserRow, campusId: string, chatId: string, text: string) {
  try {
    await sendMessage(deps, me, campusId, chatId, { text: linesDoc(text) });
  } catch (err) {
    if (!(err instanceof AppError && err.statusCode < 500)) throw err;
  }
}

/** The chat's offers, for its two members only. */
export async function listOffersInChat(deps: OffersDeps, me: UserRow, campusId: string, chatId: string) {
  assertMember(me, campusId);
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  if (chat.campusId !== campusId) throw offerMissing();
  return { offers: await listChatOffers(deps.db, chatId, me.id) };
}

/** The /offers page: offers received on the viewer's listings, and those they sent. */
export async function listMyOffers(deps: OffersDeps, me: UserRow, campusId: string): Promise<MyOffers> {
  assertMember(me, campusId);
  const all = await listOffersOf(deps.db, me.id, campusId);
  return { received: all.filter((o) => o.sellerId === me.id), sent: all.filter((o) => o.buyerId === me.id) };
}
