import { postSchema, RENEW_MESSAGES } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import { escapeHtml } from '../../lib/html';
import type { PostsDeps } from '../posts/posts.service';
import { answerByLink, renewOwnListing } from './listing-life.service';
import { type ReminderAction, readRenewToken } from './renew-token';

const idParams = z.object({ id: z.string().uuid() });
const linkQuery = z.object({ t: z.string().max(300) });

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#14171c}
button{font:inherit;font-weight:700;padding:12px 20px;border:0;border-radius:999px;background:#1f5fd6;color:#fff}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const LINKS: Record<ReminderAction, { button: string; done: string; text: string }> = {
  renew: { button: RENEW_MESSAGES.renew, done: RENEW_MESSAGES.renewed, text: RENEW_MESSAGES.renewedText },
  sold: {
    button: RENEW_MESSAGES.markSold,
    done: RENEW_MESSAGES.markedSold,
    text: RENEW_MESSAGES.markedSoldText,
  },
  pending: {
    button: RENEW_MESSAGES.markPending,
    done: RENEW_MESSAGES.markedPending,
    text: RENEW_MESSAGES.markedPendingText,
  },
};
const invalid = () =>
  page(RENEW_MESSAGES.linkInvalid, `<p>${escapeHtml(RENEW_MESSAGES.linkInvalidText)}</p>`);

/**
 * Renew: the owner's button (Expired, with Renew, on their profile), and the e-mail's one-tap links
 * (Renew, Mark as Sold, Mark as Pending), which need no sign-in. A link's GET only shows its button
 * (mail scanners open links); its POST acts.
 */
export const listingLifeRoutes: FastifyPluginAsyncZod<{ deps: PostsDeps }> = async (app, { deps }) => {
  app.post(
    '/api/posts/:id/renew',
    { schema: { tags: ['posts'], params: idParams, response: { 200: postSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return renewOwnListing(deps, user, requireSiteCampusId(request), request.params.id);
    },
  );

  app.get(
    '/api/listings/renew',
    { schema: { hide: true, querystring: linkQuery } },
    async (request, reply) => {
      const claim = readRenewToken(deps.activity.secret, request.query.t);
      const html = reply.type('text/html; charset=utf-8');
      if (!claim) return html.status(400).send(invalid());
      const action = `/api/listings/renew?t=${encodeURIComponent(request.query.t)}`;
      const { button } = LINKS[claim.action];
      return html.send(
        page(
          button,
          `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(button)}</button></form>`,
        ),
      );
    },
  );

  app.post(
    '/api/listings/renew',
    { schema: { hide: true, querystring: linkQuery } },
    async (request, reply) => {
      const done = await answerByLink(deps, request.query.t);
      const html = reply.type('text/html; charset=utf-8');
      if (!done) return html.status(400).send(invalid());
      return html.send(page(LINKS[done].done, `<p>${escapeHtml(LINKS[done].text)}</p>`));
    },
  );
};
