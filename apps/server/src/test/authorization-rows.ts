// The rows of the authorization matrix (authorization-matrix.test.ts): for every route of the app,
// the outcome each kind of visitor must get. A new route needs its row here or in
// authorization-rows-owned.ts (someone's things, moderation) or authorization-rows-marketplace.ts (offers: authorization-rows-offers.ts); actors and outcomes: authorization-actors.ts.
import { randomUUID } from 'node:crypto';
import { pushSettingsFromOff } from '@campus/domain';
import { by, campusRead, member, type Row, signedIn, verified } from './authorization-actors';
import { automodRows } from './authorization-rows-automod';
import { marketplaceRows } from './authorization-rows-marketplace';
import { offerRows } from './authorization-rows-offers';
import { ownedRows } from './authorization-rows-owned';
import { standingRows } from './authorization-rows-standing';
import { tradeRows } from './authorization-rows-trades';

export { ACTORS, type Actor, type Fixtures, type Outcome } from './authorization-actors';

const bad = 'x'.repeat(12);
export const rows: Record<string, Row> = {
  // Public: the site, sign-in and sign-up, tokens by link, webhooks, the web app.
  'GET /api/openapi.json': { expect: 'public' },
  'GET /api/health': { expect: 'public' },
  'GET /api/health/live': { expect: 'public' },
  'GET /api/health/ready': { expect: 'public' },
  'GET /api/metrics': {
    expect: 'public',
    note: 'a METRICS_TOKEN bearer, or loopback outside production (metrics.routes.test.ts)',
  },
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
  'GET /api/sso/oidc/login': { expect: 'public', note: '404 where the campus has no OIDC sign-in' },
  'GET /api/sso/oidc/callback': {
    expect: 'public',
    note: "only the browser that started the sign-in, once, with the provider's signed ID token (modules/sso/oidc-sign-in.test.ts)",
  },
  'GET /api/auth/callback/:provider': {
    expect: 'public',
    coveredBy: 'modules/accounts/accounts.google.test.ts (better-auth logs an error for a missing state)',
  },
  'POST /api/auth/callback/:provider': {
    expect: 'public',
    path: () => '/api/auth/callback/google',
    body: () => ({}),
  },
  'GET /api/sso': { expect: 'public' },
  'GET /api/sso/saml/metadata': { expect: 'public', note: '404 where the campus has no SAML sign-in' },
  'GET /api/sso/saml/login': { expect: 'public', note: '404 where the campus has no SAML sign-in' },
  'POST /api/sso/saml/acs': {
    expect: 'public',
    body: () => ({ SAMLResponse: 'PHg+' }),
    note: "the IdP's signed answer decides (modules/sso/saml-sign-in.test.ts)",
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
  'GET /api/listings/renew': {
    expect: 'public',
    path: () => '/api/listings/renew?t=x',
    note: 'shows the button only',
  },
  'POST /api/listings/renew': {
    expect: 'public',
    path: () => '/api/listings/renew?t=x',
    note: "the e-mail's signed single-use link is the capability (listing-life.routes.test.ts)",
  },
  'POST /api/search/terms': { expect: 'public', body: () => ({ q: 'lamp' }), note: 'counting only' },
  'GET /api/profiles/:username': {
    expect: 'public',
    path: (f) => `/api/profiles/${f.ownerName}`,
    note: 'guests view profiles (community §2)',
  },
  'POST /api/profiles/:username/claim': {
    expect: 'public',
    path: (f) => `/api/profiles/${f.ownerName}/claim`,
    note: "'Claim this account': a link to the profile's own address, never shown; a verified one is 409",
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
  'GET /api/moderation/role': { expect: signedIn, note: 'what the account may do here (all false here)' },
  'GET /api/me/blocks': { expect: verified },
  'GET /api/me/data': { expect: signedIn },
  'GET /api/me/password': { expect: signedIn, note: 'whether the account has a password' },
  'GET /api/me/delete': { expect: signedIn },
  'POST /api/me/delete/code': {
    expect: signedIn,
    body: () => ({}),
    note: 'accounts with a password get 400',
  },
  'POST /api/me/delete': {
    expect: signedIn,
    body: () => ({ password: 'not the password' }),
    note: 'a wrong password (400); privacy/account-deletion.test.ts deletes for real',
  },
  'DELETE /api/me/blocks/:userId': { expect: verified, path: (f) => `/api/me/blocks/${f.bystanderId}` },

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
  'POST /api/me/reply-time': { expect: verified, body: () => ({ show: true }) },
  // Away mode hides one's listings on this campus: its members only (a past day is refused, 400).
  'PUT /api/me/away': { expect: member, body: () => ({ until: '2000-01-01' }) },
  'DELETE /api/me/away': { expect: member, note: "I'm back; nothing to end here" },
  'GET /api/push/settings': { expect: verified },
  'PUT /api/push/settings': { expect: verified, body: () => pushSettingsFromOff([]) },
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
    // With a client key: a refused repeat is refused the same way.
    body: () => ({ text: null, clientKey: randomUUID() }),
  },
  'POST /api/posts/:id/like': {
    expect: member,
    path: (f) => `/api/posts/${f.postId}/like`,
    body: () => ({}),
  },
  'POST /api/chats': { expect: member, body: (f) => ({ userId: f.partnerId }) },
  'POST /api/me/blocks': { expect: member, body: (f) => ({ userId: f.bystanderId }) },
  'POST /api/reports': {
    expect: member,
    body: (f) => ({ targetType: 'profile', targetId: f.partnerId, reason: 'spam', clientKey: randomUUID() }),
  },
  ...ownedRows,
  ...automodRows,
  ...marketplaceRows,
  ...tradeRows,
  ...offerRows,
  ...standingRows,
};
