import {
  appointModeratorBody,
  auditPageSchema,
  cursorQuery,
  messageResponseSchema,
  moderatorsSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser, requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import { appointModerator, getAuditLog, getModerators, removeModerator } from './admin.service';

/** Administrators: the moderators of this site's campus, and the audit log of every campus. */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/moderators',
    { schema: { tags: ['admin'], response: { 200: moderatorsSchema, ...errors } } },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      return getModerators(deps.db, await requireUser(request, reply), campusId);
    },
  );

  app.post(
    '/api/admin/moderators',
    {
      schema: {
        tags: ['admin'],
        body: appointModeratorBody,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return reply.status(201).send(await appointModerator(deps.db, user, campusId, request.body.user));
    },
  );

  app.delete(
    '/api/admin/moderators/:userId',
    {
      schema: {
        tags: ['admin'],
        params: z.object({ userId: z.string().min(1).max(100) }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return removeModerator(deps.db, user, campusId, request.params.userId);
    },
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        querystring: cursorQuery,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireSiteCampusId(request);
      return getAuditLog(deps.db, await requireUser(request, reply), request.query.cursor);
    },
  );
};
