import {
  adminCampusesSchema,
  adminCampusResponseSchema,
  campusInputSchema,
  campusPatchSchema,
  CAMPUS_ADMIN_MESSAGES as M,
} from '@campus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import { readLimited } from '../../platform/storage/storage';
import type { AccountsDeps } from '../accounts/accounts.service';
import {
  addCampus,
  assertCampusAdmin,
  type CampusAdminDeps,
  editCampus,
  listAdminCampuses,
  setCampusLogo,
  setCampusRetired,
} from './campus-admin.service';

export const CAMPUS_LOGO_MAX_BYTES = 5 * 1024 * 1024;

const idParams = z.object({ id: z.string().min(1).max(63) });

/** The Campuses tab of /moderation: site administrators only, on the hub or any campus site. */
export const campusAdminRoutes: FastifyPluginAsyncZod<{
  deps: AccountsDeps & Omit<CampusAdminDeps, 'baseDomain'>;
}> = async (app, { deps }) => {
  const admin = { ...deps, baseDomain: deps.config.BASE_DOMAIN };
  // 404 on an unknown campus host, 401 for a guest; the service refuses everyone but administrators.
  const actor = (request: FastifyRequest, reply: FastifyReply) => {
    requireSiteCampusId(request);
    return requireUser(request, reply);
  };

  app.get(
    '/api/admin/campuses',
    { schema: { tags: ['admin'], response: { 200: adminCampusesSchema, ...errors } } },
    async (request, reply) => ({ campuses: await listAdminCampuses(admin, await actor(request, reply)) }),
  );

  app.post(
    '/api/admin/campuses',
    {
      schema: {
        tags: ['admin'],
        body: campusInputSchema,
        response: { 201: adminCampusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const campus = await addCampus(admin, await actor(request, reply), request.body);
      return reply.status(201).send({ campus });
    },
  );

  app.patch(
    '/api/admin/campuses/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: campusPatchSchema,
        response: { 200: adminCampusResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      campus: await editCampus(admin, await actor(request, reply), request.params.id, request.body),
    }),
  );

  for (const [path, retired] of [
    ['retire', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `/api/admin/campuses/:id/${path}`,
      {
        schema: {
          tags: ['admin'],
          params: idParams,
          response: { 200: adminCampusResponseSchema, ...errors },
        },
      },
      async (request, reply) => ({
        campus: await setCampusRetired(admin, await actor(request, reply), request.params.id, retired),
      }),
    );
  }

  app.put(
    '/api/admin/campuses/:id/logo',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: adminCampusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await actor(request, reply);
      await assertCampusAdmin(admin, user);
      const file = request.isMultipart()
        ? await request.file({ limits: { fileSize: CAMPUS_LOGO_MAX_BYTES, files: 1 } }).catch(() => undefined)
        : undefined;
      if (file?.fieldname !== 'file') throw new AppError(400, 'logo_missing', M.logoMissing);
      const tooLarge = () => new AppError(413, 'too_large', M.logoTooLarge);
      const data = await readLimited(file.file, CAMPUS_LOGO_MAX_BYTES).catch(() => {
        throw tooLarge();
      });
      if (file.file.truncated) throw tooLarge();
      return { campus: await setCampusLogo(admin, user, request.params.id, data) };
    },
  );
};
