// The rows of the authorization matrix (authorization-matrix.test.ts): for every route of the app,
// the outcome each kind of visitor must get. A new route needs its row here.
import { randomUUID } from 'node:crypto';
import { doc } from './posts-helpers';

export const ACTORS = ['guest', 'unverified', 'noSchool', 'otherCampus', 'stranger', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * - 'public': anyone; any answer below 500 (a wrong password or a bad token is still an answer).
 * - 'ok': authorized: below 500 and not 401/403/404 (a harmless body may still be refused as 400/409).
 * - 401 / 403 / 404: refused with exactly that status.
 */
export type Outcome = 'public' | 'ok' | 401 | 403 | 404;
type Expect = Outcome | Record<Actor, Outcome>;

/** Outcomes in ACTORS order: guest, unverified, verified without school, other campus, stranger, owner. */
const by = (
  guest: Outcome,
  unverified: Outcome,
  noSchool: Outcome,
  otherCampus: Outcome,
  stranger: Outcome,
  owner: Outcome,
): Expect => ({ guest, unverified, noSchool, otherCampus, stranger, owner });

/** Reading a private campus (accounts/campus-access.ts): guests 401, unverified accounts 403. */
const campusRead = by(401, 403, 'ok', 'ok', 'ok', 'ok');
/** One's own account data: any signed-in account. */
const signedIn = by(401, 'ok', 'ok', 'ok', 'ok', 'ok');
/** One's own account settings: a verified account. */
const verified = by(401, 403, 'ok', 'ok', 'ok', 'ok');
/** Acting on this campus: a school-verified member of it. */
const member = by(401, 403, 403, 403, 'ok', 'ok');
/** Someone's post: seen by the campus, so the others are told 403 (not the author / not a member). */
const postOwner = by(401, 403, 403, 403, 403, 'ok');
/** Someone's chat, ad or checkout: hidden from everyone else (404, no hint that it exists). */
const ownerOnly = by(401, 404, 404, 404, 404, 'ok');
/** Acting on someone's chat or ad: members of the campus first (403), then only its owner (404). */
const memberOwner = by(401, 403, 403, 403, 404, 'ok');

export interface Fixtures {
  ownerName: string;
  postId: string;
  postToDelete: string;
  chatId: string;
  chatToDelete: string;
  messageId: string;
  adId: string;
  adToDelete: string;
  sessionId: string;
  sessionToCancel: string;
  recentId: string;
  partnerId: string;
}

export interface Row {
  expect: Expect;
  /** Path with the route's parameters filled from the fixtures. */
  path?: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** Sent without the actor's cookie (routes that would end the actor's session). */
  anonymous?: boolean;
  /** A multipart upload of a small JPEG instead of a JSON body. */
  upload?: boolean;
  /** Not sent here: the test file that covers the route. */
  coveredBy?: string;
  note?: string;
}

const bad = 'x'.repeat(12);
export const rows: Record<string, Row> = {
  // Public: the site, sign-in and sign-up, tokens by link, webhooks, the web app.
  'GET /api/openapi.json': { expect: 'public' },
  'GET /api/health': { expect: 'public' },
  'GET /api/session': { expect: 'public' },
  'GET /api/campus': { expect: 'public' },
  'GET /api/campuses': { expect: 'public' },
  'GET /api/campuses/:id/logo.svg': { expect: 'public', path: () => '/api/campuses/ou/logo.svg' },
  'GET /api/campuses/:id/icons/:file': { expect: 'public', path: () => '/api/campuses/ou/icons/192.png' },
  'GET /manifest.webmanifest': { expect: 'public' },
  'GET /apple-touch-icon.png': { expect: 'public' },
  'POST /api/accounts/check-email': { expect: 'public', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/accounts/register': {
    expect: 'public',
    body: () => ({ email: 'not-an-email', fullName: 'A B', password: 'x', acceptTerms: true }),
  },
  'POST /api/accounts/login': {
    expect: 'public',
    body: () => ({ email: 'nobody@example.com', password: 'x' }),
  },
  'POST /api/accounts/logout': { expect: 'public', anonymous: true, body: () => ({}) },
  'POST /api/accounts/magic-link': { expect: 'public', body: () => ({ email: 'not-an-email' }) },
  'POST /api/accounts/magic-link/complete': {
    expect: 'public',
    body: () => ({ token: bad, email: 'nobody@example.com' }),
  },
  'POST /api/accounts/password/forgot': { expect: 'public', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/accounts/password/reset': { expect: 'public', body: () => ({ token: bad, password: 'x' }) },
  'GET /api/accounts/google': { expect: 'public' },
  'GET /api/auth/callback/:provider': {
    expect: 'public',
    coveredBy: 'modules/accounts/accounts.google.test.ts (better-auth logs an error for a missing state)',
  },
  'POST /api/auth/callback/:provider': {
    expect: 'public',
    path: () => '/api/auth/callback/google',
    body: () => ({}),
  },
  'GET /api/unsubscribe': { expect: 'public', note: 'a signed token in the link decides' },
  'POST /api/unsubscribe': { expect: 'public', body: () => ({}) },
  'POST /api/analytics': {
    expect: 'public',
    body: (f) => ({ actionType: 'view', postId: f.postId, pageSessionId: randomUUID() }),
  },
  'POST /api/payments/stripe/webhook': { expect: 'public', body: () => ({}), note: 'the signature decides' },
  'GET /pay/local/:sessionId': { expect: 'public', path: (f) => `/pay/local/${f.sessionId}` },
  'POST /pay/local/:sessionId': {
    expect: 'public',
    path: (f) => `/pay/local/${f.sessionId}`,
    body: () => ({}),
    note: 'the session id is the capability, as at a hosted checkout',
  },
  'GET /api/dev/mail': { expect: 'public', note: 'only with DEV_INBOX and from loopback' },
  'GET /dev/mail': { expect: 'public', note: 'only with DEV_INBOX and from loopback' },
  'GET /api/ws': { expect: 'public', note: 'a plain GET; the upgrade is in realtime.routes.test.ts' },
  'GET *': { expect: 'public', path: () => '/some/page' },
  'POST /api/search/terms': { expect: 'public', body: () => ({ q: 'lamp' }), note: 'counting only' },
  'GET /api/profiles/:username': {
    expect: 'public',
    path: (f) => `/api/profiles/${f.ownerName}`,
    note: 'guests view profiles (community §2)',
  },

  // Account verification: signed in, not yet verified.
  'POST /api/accounts/verify': { expect: signedIn, body: () => ({ code: '0000' }) },
  'POST /api/accounts/verify/resend': { expect: signedIn, body: () => ({}) },

  // Reading the private campus.
  'GET /api/feed': { expect: campusRead },
  'GET /api/media': { expect: campusRead },
  'GET /api/campus/about': { expect: campusRead },
  'GET /api/posts/:id': { expect: campusRead, path: (f) => `/api/posts/${f.postId}` },
  'GET /api/search': { expect: campusRead, path: () => '/api/search?q=lamp' },
  'GET /api/search/people': { expect: campusRead, path: () => '/api/search/people?q=pat' },
  'GET /api/search/suggestions': { expect: campusRead, path: () => '/api/search/suggestions?q=la' },
  'GET /api/search/popular': { expect: campusRead },
  'GET /api/profiles/:username/posts': {
    expect: campusRead,
    path: (f) => `/api/profiles/${f.ownerName}/posts`,
  },
  'GET /api/users/search': { expect: campusRead, path: () => '/api/users/search?q=pat' },

  // One's own things.
  'GET /api/saved': { expect: signedIn },
  'GET /api/search/recent': { expect: signedIn },
  'POST /api/search/recent': { expect: verified, body: () => ({ text: 'lamp' }) },
  'DELETE /api/search/recent/:id': {
    expect: by(401, 403, 404, 404, 404, 'ok'),
    path: (f) => `/api/search/recent/${f.recentId}`,
  },
  'DELETE /api/search/recent': { expect: verified },
  'GET /api/notifications': { expect: signedIn },
  'POST /api/notifications/read': { expect: signedIn, body: () => ({}) },
  'GET /api/unread': { expect: signedIn },
  'GET /api/chats': { expect: signedIn },
  'GET /api/ads': { expect: signedIn },
  'GET /api/me/payments': { expect: verified },

  // Account settings.
  'POST /api/me/username': { expect: verified, body: () => ({ username: '' }) },
  'POST /api/me/phone': { expect: verified, body: () => ({ phone: 'not a phone' }) },
  'POST /api/me/gender': { expect: verified, body: () => ({ gender: null }) },
  'POST /api/me/birth-date': { expect: verified, body: () => ({ month: 'Smarch', day: null, year: null }) },
  'POST /api/me/password': {
    expect: verified,
    body: () => ({ currentPassword: 'wrong-one', newPassword: 'abcdef1', confirmPassword: 'abcdef2' }),
  },
  'POST /api/me/profile': { expect: verified, body: () => ({}) },
  'POST /api/me/photo': { expect: verified, body: () => ({}) },
  'POST /api/me/email': { expect: verified, body: () => ({ email: 'not-an-email' }) },
  'POST /api/me/email/verify': { expect: verified, body: () => ({ email: 'a@example.com', code: '0000' }) },
  'POST /api/me/email-notifications': { expect: verified, body: () => ({ enabled: true }) },
  'GET /api/push/settings': { expect: verified },
  'PUT /api/push/settings': {
    expect: verified,
    body: () => ({
      types: { messages: true, comments: true, replies: true, saves: true, saved_search_matches: true },
    }),
  },
  'POST /api/push/subscribe': {
    expect: verified,
    body: () => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }),
  },
  'POST /api/push/unsubscribe': {
    expect: verified,
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/none' }),
  },
  'POST /api/me/school-email': { expect: verified, body: () => ({ email: 'not-an-email' }) },
  'POST /api/me/school-email/verify': {
    expect: verified,
    body: () => ({ email: 'a@ou.edu', code: '0000' }),
  },

  // Acting on the campus.
  'POST /api/posts': { expect: member, body: () => ({ text: null }) },
  'POST /api/uploads': { expect: member, upload: true },
  'POST /api/posts/:id/comments': {
    expect: member,
    path: (f) => `/api/posts/${f.postId}/comments`,
    body: () => ({ text: null }),
  },
  'POST /api/posts/:id/like': {
    expect: member,
    path: (f) => `/api/posts/${f.postId}/like`,
    body: () => ({}),
  },
  'POST /api/chats': { expect: member, body: (f) => ({ userId: f.partnerId }) },
  'POST /api/users/:id/report': {
    expect: by(401, 403, 403, 'ok', 'ok', 'ok'),
    note: 'any school-verified account may report a profile it can see',
    path: (f) => `/api/users/${f.partnerId}/report`,
    body: () => ({ reason: 'spam' }),
  },

  // Someone's post.
  'DELETE /api/posts/:id': { expect: postOwner, path: (f) => `/api/posts/${f.postToDelete}` },
  'GET /api/posts/:id/boost': { expect: postOwner, path: (f) => `/api/posts/${f.postId}/boost` },
  'POST /api/posts/:id/boost': {
    expect: postOwner,
    path: (f) => `/api/posts/${f.postId}/boost`,
    body: () => ({ goal: 'message', days: 1 }),
  },

  // Someone's chat.
  'GET /api/chats/:id': { expect: ownerOnly, path: (f) => `/api/chats/${f.chatId}` },
  'DELETE /api/chats/:id': { expect: ownerOnly, path: (f) => `/api/chats/${f.chatToDelete}` },
  'GET /api/chats/:id/messages': { expect: ownerOnly, path: (f) => `/api/chats/${f.chatId}/messages` },
  'POST /api/chats/:id/messages': {
    expect: memberOwner,
    path: (f) => `/api/chats/${f.chatId}/messages`,
    body: () => ({ text: doc('Still there?') }),
  },
  'POST /api/chats/:id/read': {
    expect: ownerOnly,
    path: (f) => `/api/chats/${f.chatId}/read`,
    body: () => ({}),
  },
  'POST /api/messages/:id/react': {
    expect: ownerOnly,
    path: (f) => `/api/messages/${f.messageId}/react`,
    body: () => ({}),
  },

  // Someone's ad and checkout.
  'GET /api/ads/:id': { expect: ownerOnly, path: (f) => `/api/ads/${f.adId}` },
  'PATCH /api/ads/:id': {
    expect: memberOwner,
    path: (f) => `/api/ads/${f.adId}`,
    body: () => ({ title: 'Renamed' }),
  },
  'DELETE /api/ads/:id': { expect: memberOwner, path: (f) => `/api/ads/${f.adToDelete}` },
  'POST /api/ads/:id/pause': {
    expect: memberOwner,
    path: (f) => `/api/ads/${f.adId}/pause`,
    body: () => ({}),
  },
  'POST /api/ads/:id/resume': {
    expect: memberOwner,
    path: (f) => `/api/ads/${f.adId}/resume`,
    body: () => ({}),
  },
  'POST /api/ads/:id/stop': { expect: memberOwner, path: (f) => `/api/ads/${f.adId}/stop`, body: () => ({}) },
  'GET /api/boost/sessions/:sessionId': {
    expect: ownerOnly,
    path: (f) => `/api/boost/sessions/${f.sessionId}`,
  },
  'POST /api/boost/sessions/:sessionId/cancel': {
    expect: ownerOnly,
    path: (f) => `/api/boost/sessions/${f.sessionToCancel}/cancel`,
    body: () => ({}),
  },
};
