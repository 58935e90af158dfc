// The authorization matrix's rows for the rules that act first and the content they hold
// (moderators of the campus and administrators only; modules/moderation/automod-access.test.ts lets
// a moderator of the campus in and keeps one of another campus out).
import { DEFAULT_CAMPUS_RULES } from '@campus/domain';
import { type Row, staffOnly } from './authorization-actors';

export const automodRows: Record<string, Row> = {
  'GET /api/moderation/rules': { expect: staffOnly },
  'PUT /api/moderation/rules': { expect: staffOnly, body: () => DEFAULT_CAMPUS_RULES },
  'POST /api/moderation/rules/prohibited': {
    expect: staffOnly,
    body: () => ({ name: 'Fireworks', words: ['firework'], action: 'refuse' }),
  },
  'DELETE /api/moderation/rules/prohibited/:name': {
    expect: staffOnly,
    path: () => '/api/moderation/rules/prohibited/Fireworks',
  },
  'GET /api/moderation/held': { expect: staffOnly },
  'POST /api/moderation/held/:targetType/:targetId/release': {
    expect: staffOnly,
    path: (f) => `/api/moderation/held/post/${f.postId}/release`,
    body: () => ({}),
  },
  'POST /api/moderation/held/:targetType/:targetId/remove': {
    expect: staffOnly,
    path: (f) => `/api/moderation/held/post/${f.postId}/remove`,
    body: () => ({}),
  },
};
