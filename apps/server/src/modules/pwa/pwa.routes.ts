import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireSiteCampusId } from '../../http/site';
import type { SiteInfo } from '../campuses/campuses.service';
import { getIconPng, getManifest, ICON_FILE_NAMES } from './pwa.service';

/** The installable app: the manifest of the site named by the Host header, and the campus icons. */
export const pwaRoutes: FastifyPluginAsyncZod<{ db: Database; site: SiteInfo }> = async (
  app,
  { db, site },
) => {
  app.get('/manifest.webmanifest', { schema: { tags: ['pwa'] } }, async (request, reply) => {
    const manifest = await getManifest(db, requireSiteCampusId(request), site);
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(manifest));
  });

  app.get(
    '/api/campuses/:id/icons/:file',
    {
      schema: {
        tags: ['pwa'],
        params: z.object({ id: z.string().max(40), file: z.enum(ICON_FILE_NAMES) }),
      },
    },
    async (request, reply) => {
      const png = await getIconPng(db, request.params.id, request.params.file, site);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );

  /** iOS asks the site root for its home-screen icon. */
  app.get('/apple-touch-icon.png', { schema: { tags: ['pwa'] } }, async (request, reply) => {
    const png = await getIconPng(db, requireSiteCampusId(request), 'apple-touch-180.png', site);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
};
