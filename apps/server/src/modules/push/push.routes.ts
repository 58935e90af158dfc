import { pushSettingsSchema, pushSubscriptionBody, pushUnsubscribeBody } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { assertVerified } from '../accounts/account-checks';
import type { AccountsDeps } from '../accounts/accounts.service';
import {
  getPushSettings,
  type PushDeps,
  savePushSettings,
  subscribePush,
  unsubscribePush,
} from './push.service';

/** Web Push: a verified account's browsers (subscribe, unsubscribe) and its per-type switches. */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & PushDeps }> = async (app, { deps }) => {
  const verifiedUser: typeof requireUser = async (request, reply) => {
    const user = await requireUser(request, reply);
    assertVerified(user);
    return user;
  };

  app.get(
    '/api/push/settings',
    {
      schema: {
        tags: ['push'],
        response: { 200: pushSettingsSchema.extend({ vapidPublicKey: z.string() }), ...errors },
      },
    },
    async (request, reply) => getPushSettings(deps, await verifiedUser(request, reply)),
  );

  app.put(
    '/api/push/settings',
    {
      schema: { tags: ['push'], body: pushSettingsSchema, response: { 200: pushSettingsSchema, ...errors } },
    },
    async (request, reply) => savePushSettings(deps, await verifiedUser(request, reply), request.body),
  );

  app.post(
    '/api/push/subscribe',
    { schema: { tags: ['push'], body: pushSubscriptionBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await subscribePush(deps, await verifiedUser(request, reply), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/push/unsubscribe',
    { schema: { tags: ['push'], body: pushUnsubscribeBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await unsubscribePush(deps, await verifiedUser(request, reply), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
