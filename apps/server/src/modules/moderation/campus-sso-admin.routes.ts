import { campusSsoBody, campusSsoView } from '@campus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import { idpOutboundOf } from '../sso/idp-address';
import { campusSsoConfig, type SsoConfigDeps } from '../sso/sso-config.service';
import { assertCampusAdmin } from './campus-admin.service';
import { removeCampusSsoAudited, setCampusSsoAudited } from './campus-sso-audit.service';

const idParams = z.object({ id: z.string().min(1).max(63) });
const reply200 = z.object({ sso: campusSsoView.nullable() });

/** The university sign-in section of the Campuses tab: site administrators only. */
export const campusSsoAdminRoutes: FastifyPluginAsyncZod<{
  deps: AccountsDeps & Pick<SsoConfigDeps, 'secretBox'>;
}> = async (app, { deps }) => {
  const sso = {
    db: deps.db,
    publicUrl: deps.config.PUBLIC_URL,
    secretBox: deps.secretBox,
    outbound: idpOutboundOf(deps.config),
  };
  const campusFor = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    requireSiteCampusId(request);
    const user = await requireUser(request, reply);
    await assertCampusAdmin(deps, user);
    const campus = deps.campuses.byId(id);
    if (!campus) throw notFound('campus_not_found', "This page doesn't exist.");
    return { campus, user };
  };

  app.get(
    '/api/admin/campuses/:id/sso',
    { schema: { tags: ['admin'], params: idParams, response: { 200: reply200, ...errors } } },
    async (request, reply) => ({
      sso: await campusSsoConfig(sso, (await campusFor(request, reply, request.params.id)).campus),
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
    async (request, reply) => {
      const { campus, user } = await campusFor(request, reply, request.params.id);
      return { sso: await setCampusSsoAudited(sso, user, campus, request.body) };
    },
  );

  app.delete(
    '/api/admin/campuses/:id/sso',
    { schema: { tags: ['admin'], params: idParams } },
    async (request, reply) => {
      const { campus, user } = await campusFor(request, reply, request.params.id);
      await removeCampusSsoAudited(sso, user, campus);
      return reply.status(204).send();
    },
  );
};
