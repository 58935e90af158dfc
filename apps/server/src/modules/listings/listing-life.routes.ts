import { postSchema, RENEW_MESSAGES } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import { escapeHtml } from '../../lib/html';
import { type ListingLifeDeps, renewByLink, renewOwnListing } from './listing-life.service';

const idParams = z.object({ id: z.string().uuid() });
const linkQuery = z.object({ t: z.string().max(300) });

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#14171c}
button{font:inherit;font-weight:700;padding:12px 20px;border:0;border-radius:999px;background:#1f5fd6;color:#fff}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * Renew: the owner's button (Expired, with Renew, on their profile), and the e-mail's one-tap link,
 * which needs no sign-in. The link's GET only shows the button (mail scanners open links); its POST renews.
 */
export const listingLifeRoutes: FastifyPluginAsyncZod<{ deps: ListingLifeDeps }> = async (app, { deps }) => {
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
      const action = `/api/listings/renew?t=${encodeURIComponent(request.query.t)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            RENEW_MESSAGES.renew,
            `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(RENEW_MESSAGES.renew)}</button></form>`,
          ),
        );
    },
  );

  app.post(
    '/api/listings/renew',
    { schema: { hide: true, querystring: linkQuery } },
    async (request, reply) => {
      const ok = await renewByLink(deps, request.query.t);
      return reply
        .status(ok ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(
          ok
            ? page(RENEW_MESSAGES.renewed, `<p>${escapeHtml(RENEW_MESSAGES.renewedText)}</p>`)
            : page(RENEW_MESSAGES.linkInvalid, `<p>${escapeHtml(RENEW_MESSAGES.linkInvalidText)}</p>`),
        );
    },
  );
};
