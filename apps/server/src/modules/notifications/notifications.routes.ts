import { notificationSchema, unreadSchema } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import type { AccountsDeps } from '../accounts/accounts.service';
import { listNotifications, markNotificationsRead, unreadCounts } from './notifications.service';

/** The notifications list and the unread badge (community §2, §7): the signed-in user's own only. */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        querystring: z.object({ cursor: z.string().max(500).optional() }),
        response: {
          200: z.object({ notifications: z.array(notificationSchema), nextCursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      return listNotifications(deps.db, me.id, request.query.cursor);
    },
  );

  app.post(
    '/api/notifications/read',
    { schema: { tags: ['notifications'], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      await markNotificationsRead(deps.db, me.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/unread',
    { schema: { tags: ['notifications'], response: { 200: unreadSchema, ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      return unreadCounts(deps.db, me.id);
    },
  );
};
