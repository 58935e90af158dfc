// A retired campus's site keeps serving reads and sign-in, and refuses every other write in one
// place: this hook, before any route parses its body. Services need not each remember the check
// (modules/campuses/campus-status.ts keeps the sentence and the status; app.ts hands its check in,
// since http/ sits below every module).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What still works on a retired campus's site ('METHOD /route'): members keep reading and can sign
 * in to what is there, keep their own account (and leave it), and staff keep it safe.
 */
export const RETIRED_CAMPUS_ALLOWED: ReadonlySet<string> = new Set([
  // Signing in and out, codes, links, passwords, Google.
  'POST /api/accounts/check-email',
  'POST /api/accounts/login',
  'POST /api/accounts/logout',
  'POST /api/accounts/magic-link',
  'POST /api/accounts/magic-link/complete',
  'POST /api/accounts/password/forgot',
  'POST /api/accounts/password/reset',
  'POST /api/accounts/verify',
  'POST /api/accounts/verify/resend',
  'POST /api/auth/callback/:provider',
  'POST /api/profiles/:username/claim',
  // Reading: marking what was read, and the ad beacons of what was seen (always 204).
  'POST /api/chats/:id/read',
  'POST /api/notifications/read',
  'POST /api/analytics',
  // The member's own account: sign-in details, what reaches them, their data and its deletion.
  'POST /api/me/password',
  'POST /api/me/email',
  'POST /api/me/email/verify',
  'POST /api/me/email-notifications',
  'POST /api/me/delete',
  // Taking down what they wrote: a closed campus keeps nothing its author wants gone.
  'DELETE /api/posts/:id',
  'DELETE /api/chats/:id',
  'POST /api/me/delete/code',
  'POST /api/push/subscribe',
  'POST /api/push/unsubscribe',
  'PUT /api/push/settings',
  'POST /api/unsubscribe',
  // Safety: blocks, reports, moderators and administrators (a retired campus is reinstated here too).
  'POST /api/me/blocks',
  'DELETE /api/me/blocks/:userId',
  'POST /api/reports',
  'POST /api/moderation/actions',
  'POST /api/moderation/ads/:id/approve',
  'POST /api/moderation/ads/:id/reject',
  'POST /api/admin/moderators',
  'DELETE /api/admin/moderators/:userId',
  'POST /api/admin/campuses',
  'PATCH /api/admin/campuses/:id',
  'PUT /api/admin/campuses/:id/logo',
  'POST /api/admin/campuses/:id/retire',
  'POST /api/admin/campuses/:id/reinstate',
  // Payments already made elsewhere: fulfilment refunds a boost of a retired campus
  // (modules/ads/retired-boost.ts), so the provider's answers still arrive.
  'POST /api/payments/stripe/webhook',
  'POST /pay/local/:sessionId',
  'POST /api/boost/sessions/:sessionId/cancel',
]);

/** Whether a request writes to a retired campus's site outside the allowlist. */
export function refusedOnRetiredCampus(request: FastifyRequest): boolean {
  if (!MUTATING.has(request.method) || request.site.kind !== 'campus') return false;
  const route = request.routeOptions.url;
  // Unknown paths answer 404 as anywhere; the dev inbox exists only in development and tests.
  if (route === undefined || route.startsWith('/api/dev/')) return false;
  return !RETIRED_CAMPUS_ALLOWED.has(`${request.method} ${route}`);
}

/** Refuses writes on a retired campus's site (403 campus_retired); registered after the site plugin. */
export const retiredCampusPlugin = fp<{ assertCampusOpen: (campusId: string) => void }>(
  async (app: FastifyInstance, opts) => {
    app.addHook('onRequest', async (request) => {
      if (request.site.kind !== 'campus' || !refusedOnRetiredCampus(request)) return;
      opts.assertCampusOpen(request.site.campusId);
    });
  },
);
