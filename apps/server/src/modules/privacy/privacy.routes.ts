import { dataExportSchema, deleteAccountBody, deleteMethodSchema } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser, requireUser } from '../../http/guards';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import { campusShortName } from '../accounts/accounts.auth';
import { type AccountsDeps, logout } from '../accounts/accounts.service';
import { deleteAccount, deleteMethodOf, type PrivacyDeps, sendDeleteCode } from './account-deletion.service';
import { exportMyData } from './data-export.service';

/** "Your data": download one's data, delete one's account. Any signed-in account. */
export const privacyRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & PrivacyDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/me/data',
    { schema: { tags: ['privacy'], response: { 200: dataExportSchema, ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="campus-data-${me.username}-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return exportMyData(deps.db, me);
    },
  );

  app.get(
    '/api/me/delete',
    { schema: { tags: ['privacy'], response: { 200: deleteMethodSchema, ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      return { method: await deleteMethodOf(deps.db, me) };
    },
  );

  app.post(
    '/api/me/delete/code',
    { schema: { tags: ['privacy'], body: z.object({}), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const [me, site] = await requireCampusUser(request, reply);
      await sendDeleteCode(deps, me, request.ip, campusShortName(deps.campuses, site));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/delete',
    { schema: { tags: ['privacy'], body: deleteAccountBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const me = await requireUser(request, reply);
      await deleteAccount(deps, me, { ...request.body, ip: request.ip });
      // The session rows went with the account: this only clears the cookie.
      forwardCookies(reply, await logout(deps, authHeaders(request)));
      return reply.status(204).send(null);
    },
  );
};
