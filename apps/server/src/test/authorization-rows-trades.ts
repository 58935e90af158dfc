// The authorization matrix's rows for safe trades: trust at a glance (read like profiles) and the
// meetups of a chat (its two members only). Answering a meetup needs a meetup of the right state
// for each actor, so modules/trades/meetups.routes.test.ts sends those routes as every actor.
import { campusRead, memberOwner, type Row } from './authorization-actors';

const MEETUPS_TEST =
  'modules/trades/meetups.routes.test.ts (guest, unverified, other campus, stranger, blocked)';

export const tradeRows: Record<string, Row> = {
  'GET /api/campus/meeting-spots': { expect: 'public' },
  'GET /api/people/:id/trust': { expect: campusRead, path: (f) => `/api/people/${f.partnerId}/trust` },
  'GET /api/chats/:id/meetups': { expect: memberOwner, path: (f) => `/api/chats/${f.chatId}/meetups` },
  'POST /api/chats/:id/meetups': { expect: memberOwner, coveredBy: MEETUPS_TEST },
  'POST /api/meetups/:id/answer': { expect: memberOwner, coveredBy: MEETUPS_TEST },
  'POST /api/meetups/:id/outcome': { expect: memberOwner, coveredBy: MEETUPS_TEST },
  'POST /api/meetups/:id/handoff': {
    expect: memberOwner,
    coveredBy: 'modules/trades/meetup-handoff.test.ts (guest, unverified, other campus, stranger)',
  },
};
