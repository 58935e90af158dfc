import { blockBody, blockedPageSchema } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser, requireUser } from '../../http/guards';
import { assertVerified } from '../accounts/account-checks';
import type { AccountsDeps } from '../accounts/accounts.service';
import { blockUser, getBlockedPage, unblockUser } from './blocks.service';

/**
 * Blocks: block a member of this campus, list and undo one's blocks (/settings/blocked).
 * What a block hides is decided in the lists' own queries (db/blocks.ts).
 */
export const blockRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.post(
    '/api/me/blocks',
    { schema: { tags: ['blocks'], body: blockBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const [me, campusId] = await requireCampusUser(request, reply);
      await blockUser(deps.db, me, campusId, request.body.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/me/blocks/:userId',
    {
      schema: {
        tags: ['blocks'],
        params: z.object({ userId: z.string().min(1).max(100) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      assertVerified(me);
      await unblockUser(deps.db, me, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/blocks',
    {
      schema: {
        tags: ['blocks'],
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: blockedPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      assertVerified(me);
      return getBlockedPage(deps.db, me, request.query.cursor);
    },
  );
};
