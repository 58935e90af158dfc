import { apiErrorSchema, authorSchema } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCampusUser } from '../../http/guards';
import type { AccountsDeps } from '../accounts/accounts.service';
import { assertCanReadCampus } from '../accounts/campus-access';
import { searchCampusPeople } from './users.service';

/**
 * People of this campus whose name or username contains the text (the new-message search, which
 * fires above 1 character; community §5). Signed-in users only; at most 10.
 */
export const userRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/users/search',
    {
      schema: {
        tags: ['users'],
        querystring: z.object({ q: z.string().max(60) }),
        response: {
          200: z.object({ users: z.array(authorSchema) }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [me, campusId] = await requireCampusUser(request, reply);
      assertCanReadCampus(me, campusId);
      return { users: await searchCampusPeople(deps.db, me, campusId, request.query.q) };
    },
  );
};
