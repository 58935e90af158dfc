// The authorization matrix's rows for a member's standing and appeals. No actor here has an action
// on them to appeal, so the owner too is told 404; modules/standing/appeals.test.ts appeals a real
// one and asks moderators of the campus and of another campus.
import { randomUUID } from 'node:crypto';
import { by, type Row, signedIn, staffOnly } from './authorization-actors';

export const standingRows: Record<string, Row> = {
  'GET /api/standing': { expect: signedIn },
  'POST /api/standing/:id/appeal': {
    expect: by(401, 403, 403, 403, 404, 404),
    path: () => `/api/standing/${randomUUID()}/appeal`,
    body: () => ({ text: 'Please look again.' }),
  },
  'GET /api/moderation/appeals': { expect: staffOnly },
  'POST /api/moderation/appeals/:id/answer': {
    expect: staffOnly,
    path: () => `/api/moderation/appeals/${randomUUID()}/answer`,
    body: () => ({ outcome: 'reversed' }),
  },
};
