import { rateBody, ratingSchema, saleSchema } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import { getSale, type RatingsDeps, ratePerson } from './ratings.service';

const idParams = z.object({ id: z.string().uuid() });

/** A sold post's sale as its two parties see it, and their ratings of each other. */
export const ratingRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & RatingsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/posts/:id/sale',
    { schema: { tags: ['ratings'], params: idParams, response: { 200: saleSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return { sale: await getSale(deps.db, user, requireSiteCampusId(request), request.params.id) };
    },
  );

  app.post(
    '/api/posts/:id/ratings',
    {
      schema: {
        tags: ['ratings'],
        params: idParams,
        body: rateBody,
        response: { 201: ratingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const rating = await ratePerson(
        deps,
        user,
        requireSiteCampusId(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(rating);
    },
  );
};
