import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { unsubscribeFromActivityMail } from './activity-mail';

const query = z.object({ u: z.string().max(100), t: z.string().max(200) });

/**
 * The one-click unsubscribe of activity e-mails (the link in their footer and the List-Unsubscribe
 * header, RFC 8058): a signed link turns e-mail notifications off. The settings toggle turns them back on.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: { db: Database; secret: string } }> = async (
  app,
  { deps },
) => {
  const turnOff = (u: string, t: string) => unsubscribeFromActivityMail(deps.db, deps.secret, u, t);
  const page = (title: string, text: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#14171c}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/settings/account">Settings</a></p></body></html>`;

  app.get('/api/unsubscribe', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const ok = await turnOff(request.query.u, request.query.t);
    return reply
      .status(ok ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(
        ok
          ? page('Unsubscribed', 'You will no longer get activity e-mails. Turn them back on in Settings.')
          : page(
              'Link not valid',
              'This unsubscribe link is not valid. Change e-mail notifications in Settings.',
            ),
      );
  });

  app.post('/api/unsubscribe', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const ok = await turnOff(request.query.u, request.query.t);
    return reply
      .status(ok ? 200 : 400)
      .type('text/plain')
      .send(ok ? 'Unsubscribed' : 'Invalid link');
  });
};
