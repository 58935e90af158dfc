import { campusSsoBody, campusSsoView } from '@campus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import {
  campusSsoConfig,
  removeCampusSsoConfig,
  type SsoConfigDeps,
  setCampusSsoConfig,
} from '../sso/sso-config.service';
import { assertCampusAdmin } from './campus-admin.service';

const idParams = z.object({ id: z.string().min(1).max(63) });
const reply200 = z.object({ sso: campusSsoView.nullable() });

/** The university sign-in section of the Campuses tab: site administrators only. */
export const campusSsoAdminRoutes: FastifyPluginAsyncZod<{
  deps: AccountsDeps & Pick<SsoConfigDeps, 'secretBox'>;
}> = async (app, { deps }) => {
  const sso = { db: deps.db, publicUrl: deps.config.PUBLIC_URL, secretBox: deps.secretBox };
  const campusFor = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    requireSiteCampusId(request);
    await assertCampusAdmin(deps, await requireUser(request, reply));
    const campus = deps.campuses.byId(id);
    if (!campus) throw notFound('campus_not_found', "This page doesn't exist.");
    return campus;
  };

  app.get(
    '/api/admin/campuses/:id/sso',
    { schema: { tags: ['admin'], params: idParams, response: { 200: reply200, ...errors } } },
    async (request, reply) => ({
      sso: await campusSsoConfig(sso, await campusFor(request, reply, request.params.id)),
    }),
  );

  app.put(
    '/api/admin/campuses/:id/sso',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: campusSsoBody,
        response: { 200: reply200, ...errors },
      },
    },
    async (request, reply) => ({
      sso: await setCampusSsoConfig(sso, await campusFor(request, reply, request.params.id), request.body),
    }),
  );

  app.delete(
    '/api/admin/campuses/:id/sso',
    { schema: { tags: ['admin'], params: idParams } },
    async (request, reply) => {
      await removeCampusSsoConfig(sso, await campusFor(request, reply, request.params.id));
      return reply.status(204).send();
    },
  );
};
