import { feedPageSchema, feedQuery, readListingFilters } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses as errors } from '../../http/error-responses';
import { visibleCampus } from '../../http/guards';
import { getFeedPage } from './feed.service';

/** The campus feed, filtered and ordered, with its sponsored posts (community §2, §4). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/feed',
    {
      schema: {
        tags: ['posts'],
        querystring: feedQuery,
        response: { 200: feedPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      const { cursor, ...params } = request.query;
      // The schema refused every bad part (400 with its sentence); this reads the good ones.
      const { filters } = readListingFilters((name) => params[name]);
      return getFeedPage(await request.readDb(), campusId, viewer?.id ?? null, cursor, filters);
    },
  );
};
