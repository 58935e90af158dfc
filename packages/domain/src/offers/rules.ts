// Offers' rules without schemas (a page's first load never carries zod): limits, the amount rule
// and what the viewer may do with a card.
import { readPrice } from '../posts/price';
import { OFFER_REFUSALS } from './refusals';
import type { Offer } from './schemas';

/** An open offer with no answer expires after this long. */
export const OFFER_EXPIRES_MS = 24 * 60 * 60 * 1000;
export const OFFER_MESSAGE_MAX = 300;

/**
 * open: waiting for the other person's answer (a counter keeps it open, the turn passes); accepted:
 * binds both, the listing Pending for the buyer; closed: the seller accepted another offer; released:
 * the seller put the listing back to Available after accepting; sold: the handoff was confirmed.
 */
export const OFFER_STATUSES = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'closed',
  'released',
  'sold',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * An offer's text read as whole dollars against the listing's asking price: the composer's price
 * sentences, then above $0 and at most the asking price. Cents, or the sentence that refuses it.
 */
export function readOfferAmount(
  text: string,
  askingCents: number | null,
): { ok: true; cents: number } | { ok: false; message: string } {
  const read = readPrice(text);
  if (!read.ok) return { ok: false, message: read.message };
  if (read.dollars === null || read.dollars <= 0) return { ok: false, message: OFFER_REFUSALS.notAboveZero };
  const cents = read.dollars * 100;
  if (askingCents !== null && cents > askingCents) return { ok: false, message: OFFER_REFUSALS.aboveAsking };
  return { ok: true, cents };
}

/** What the viewer may do with an offer card now; the server decides the same way. */
export function offerActions(
  o: Pick<Offer, 'status' | 'proposedBy' | 'sellerId' | 'buyerId' | 'expiresAt'>,
  viewerId: string,
  now: Date,
): { answer: boolean; withdraw: boolean; confirmHandoff: boolean; showCode: boolean } {
  const open = o.status === 'open' && new Date(o.expiresAt).getTime() > now.getTime();
  return {
    answer: open && o.proposedBy !== viewerId,
    withdraw: open && o.proposedBy === viewerId,
    confirmHandoff: o.status === 'accepted' && o.sellerId === viewerId,
    showCode: o.status === 'accepted' && o.buyerId === viewerId,
  };
}
