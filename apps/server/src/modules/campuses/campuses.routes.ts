import { apiErrorSchema, campusSchema } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireSiteCampusId } from '../../http/site';
import { getCampus, getCampusLogo, getCatalogue, type SiteInfo } from './campuses.service';

interface Options {
  db: Database;
  site: SiteInfo;
}

/** The campus of this site, the catalogue, and the campus logos. */
export const campusRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, site }) => {
  app.get(
    '/api/campus',
    {
      schema: {
        tags: ['campuses'],
        summary: 'The campus (or the hub) addressed by the Host header',
        response: { 200: campusSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getCampus(await request.readDb(), requireSiteCampusId(request), site),
  );

  app.get(
    '/api/campuses',
    { schema: { tags: ['campuses'], response: { 200: z.object({ campuses: z.array(campusSchema) }) } } },
    async (request) => ({ campuses: await getCatalogue(await request.readDb(), site) }),
  );

  app.get(
    '/api/campuses/:id/logo.svg',
    { schema: { tags: ['campuses'], params: z.object({ id: z.string().max(40) }) } },
    async (request, reply) => {
      const svg = await getCampusLogo(db, request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
