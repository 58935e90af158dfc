import { z } from 'zod';
import { LISTING_STATUSES } from '../listings/rules';
import { answerBody } from '../trades/answer-body';
import { OFFER_REFUSALS } from './refusals';
import { OFFER_MESSAGE_MAX, OFFER_STATUSES } from './rules';

/** An offer card: one buyer's offer on one listing, between the chat's two members. */
export const offerSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  post: z.object({
    id: z.string(),
    preview: z.string(),
    status: z.enum(LISTING_STATUSES),
    priceCents: z.number().nullable(),
  }),
  sellerId: z.string(),
  buyerId: z.string(),
  /** Who set the current amount: the other one answers it. */
  proposedBy: z.string(),
  amountCents: z.number(),
  message: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The buyer's 4-digit handoff code, to the buyer only, once accepted. */
  handoffCode: z.string().nullable(),
  /** Until when the seller may not try another code (after 5 wrong ones), else null. */
  handoffLockedUntil: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerResponseSchema = z.object({ offer: offerSchema });
/** GET /api/chats/:id/offers */
export const chatOffersSchema = z.object({ offers: z.array(offerSchema) });
export type ChatOffers = z.infer<typeof chatOffersSchema>;
/** GET /api/offers: the /offers page. */
export const myOffersSchema = z.object({ received: z.array(offerSchema), sent: z.array(offerSchema) });
export type MyOffers = z.infer<typeof myOffersSchema>;

/** The amount as its field's text: read by the server with the composer's price rule (1e3 is not a price). */
const amount = z.string().max(40);
const clientKey = z.uuid().optional();

/** POST /api/posts/:id/offers */
export const makeOfferBody = z.object({
  amount,
  message: z.string().max(OFFER_MESSAGE_MAX, OFFER_REFUSALS.messageTooLong).optional(),
  clientKey,
});
export type MakeOfferBody = z.infer<typeof makeOfferBody>;

/**
 * POST /api/offers/:id/answer. No client key: an answer repeated by the one who gave it (a double
 * tap, a retry) finds the offer as that answer left it and is answered with it, writing nothing.
 */
export const answerOfferBody = answerBody(['accept', 'decline', 'withdraw'], 'counter', { amount });
export type AnswerOfferBody = z.infer<typeof answerOfferBody>;

/** POST /api/offers/:id/handoff: the buyer's code, typed by the seller (a repeat after the sale answers the sale). */
export const confirmHandoffBody = z.object({ code: z.string().max(20) });
export type ConfirmHandoffBody = z.infer<typeof confirmHandoffBody>;
