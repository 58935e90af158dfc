import { HANDOFF_LOCK_MS, HANDOFF_TRIES_MAX, OFFER_MESSAGES as M, type Offer } from '@campus/domain';
import type { UserRow } from '../accounts/accounts.repository';
import { assertCanSend } from '../chats/chats.service';
import { sendMessage } from '../chats/messages.service';
import { handOverSale } from '../trades/listing-sale';
import { findOfferCard, markOfferSold, recordHandoffFailure } from './offers.repository';
import { linesDoc, type OffersDeps, ownOffer, refuse } from './offers.service';

const sameCode = (typed: string, code: string | null) => code !== null && typed.trim() === code;

/**
 * "Confirm handoff": the seller types the code on the buyer's phone. The right code marks the
 * listing Sold to this buyer (as Mark as Sold: the two may rate each other) and records the sale as
 * confirmed, in one transaction led by a conditional UPDATE of the offer, so a repeat (a double tap)
 * finds the sale made and is answered with it. A wrong code says so; the fifth in a row locks
 * confirming for an hour.
 */
export async function confirmHandoff(
  deps: OffersDeps,
  me: UserRow,
  campusId: string,
  id: string,
  code: string,
  now = new Date(),
): Promise<Offer> {
  assertCanSend(me, campusId);
  const offer = await ownOffer(deps, me, campusId, id);
  if (offer.sellerId !== me.id) throw refuse(403, 'offer_seller_only', M.sellerOnly);
  if (offer.status === 'sold') return (await findOfferCard(deps.db, id, me.id))!;
  const card = (await findOfferCard(deps.db, id, me.id))!;
  if (card.status !== 'accepted') throw refuse(409, 'offer_not_accepted', M.notAccepted);
  if (offer.handoffLockedUntil && offer.handoffLockedUntil > now)
    throw refuse(429, 'handoff_locked', M.codeLocked);
  if (!sameCode(code, offer.handoffCode)) {
    await recordHandoffFailure(deps.db, id, HANDOFF_TRIES_MAX, new Date(now.getTime() + HANDOFF_LOCK_MS));
    throw refuse(400, 'handoff_wrong_code', M.wrongCode);
  }
  const won = await handOverSale(deps, me, campusId, offer, (tx) => markOfferSold(tx, id));
  if (won) {
    try {
      await sendMessage(deps, me, campusId, offer.chatId, { text: linesDoc(M.soldLine(offer.amountCents)) });
    } catch {
      // The sale stands without its line (a block since, the member's rate): the card says Sold.
    }
  }
  return (await findOfferCard(deps.db, id, me.id))!;
}
