// The authorization matrix's rows for offers: the chat's offers and the handoff are the offer's two
// members' only; making one is any member's but the seller's. Answering and confirming need an offer
// in the right state for each actor, so modules/offers/offers.routes.test.ts sends those as every actor.
import { member, memberOwner, type Row } from './authorization-actors';

const OFFERS_TEST =
  'modules/offers/offers.routes.test.ts (guest, unverified, other campus, stranger, blocked)';

export const offerRows: Record<string, Row> = {
  'GET /api/offers': { expect: member },
  'GET /api/chats/:id/offers': { expect: memberOwner, path: (f) => `/api/chats/${f.chatId}/offers` },
  'POST /api/posts/:id/offers': { expect: member, coveredBy: OFFERS_TEST },
  'POST /api/offers/:id/answer': { expect: memberOwner, coveredBy: OFFERS_TEST },
  'POST /api/offers/:id/handoff': { expect: memberOwner, coveredBy: OFFERS_TEST },
};
