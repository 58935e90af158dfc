import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { isDirectLoopback } from '../../http/loopback';
import { escapeHtml } from '../../lib/html';
import { listRecentMail } from './mail.service';

const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  state: z.string(),
  createdAt: z.string(),
});

/**
 * The development inbox: every message of the outbox, newest first, as a page (/dev/mail) and as
 * JSON (/api/dev/mail?to=ADDRESS). Registered only when DEV_INBOX is on (development by default),
 * and even then any request not made directly from loopback gets the 404 of an unknown route: the
 * inbox holds every reset link and sign-in code.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopback(request))
      throw new AppError(404, 'not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`);
  });

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.object({ messages: z.array(devMailSchema) }) },
      },
    },
    async (request) => {
      const rows = await listRecentMail(db, request.query.to);
      return {
        messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      };
    },
  );

  app.get(
    '/dev/mail',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request, reply) => {
      const rows = await listRecentMail(db, request.query.to);
      const items = rows
        .map(
          (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt.toISOString())} · ${escapeHtml(m.state)}</p>
  <iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>
</article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev inbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;color:#14171c}
article{border:1px solid #e1e5eb;border-radius:12px;padding:12px 16px;margin:12px 0}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#5b6470;margin:0 0 8px;font-size:.875rem}
iframe{width:100%;height:260px;border:1px solid #e1e5eb;border-radius:8px}
</style></head><body>
<h1>Dev inbox</h1>
<p>Mail the app would send, newest first. Served only to this machine (loopback), never through a proxy.</p>
<form><label>To <input name="to" type="email" value="${escapeHtml(request.query.to ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}
</body></html>`);
    },
  );
};
