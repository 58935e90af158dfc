import {
  adsInReviewSchema,
  createReportBody,
  cursorQuery,
  messageResponseSchema,
  moderationActionBody,
  moderationRoleSchema,
  rejectAdBody,
  reportQueueSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser } from '../../http/guards';
import type { AccountsDeps } from '../accounts/accounts.service';
import type { AdsDeps } from '../ads/ads.service';
import { applyModerationAction } from './actions.service';
import { approveAd, getAdsInReview, rejectAd } from './ad-review.service';
import { getReportQueue } from './queue.service';
import { createReport } from './reports.service';
import { getRole } from './roles.service';

const adParams = z.object({ id: z.uuid() });
const tags = ['moderation'];

/** Reports (members) and the campus's moderation queue and ad review (its moderators, administrators). */
export const moderationRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & AdsDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/reports',
    {
      schema: {
        tags,
        body: createReportBody,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return reply.status(201).send(await createReport(deps, user, campusId, request.body));
    },
  );

  app.get(
    '/api/moderation/role',
    { schema: { tags, response: { 200: moderationRoleSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getRole(deps.db, user, campusId);
    },
  );

  app.get(
    '/api/moderation/reports',
    {
      schema: {
        tags,
        querystring: cursorQuery,
        response: { 200: reportQueueSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getReportQueue(deps.db, user, campusId, request.query.cursor);
    },
  );

  app.post(
    '/api/moderation/actions',
    {
      schema: {
        tags,
        body: moderationActionBody,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return applyModerationAction(deps, user, campusId, request.body);
    },
  );

  app.get(
    '/api/moderation/ads',
    {
      schema: {
        tags,
        querystring: cursorQuery,
        response: { 200: adsInReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getAdsInReview(deps, user, campusId, request.query.cursor);
    },
  );

  app.post(
    '/api/moderation/ads/:id/approve',
    {
      schema: {
        tags,
        params: adParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return approveAd(deps, user, campusId, request.params.id);
    },
  );

  app.post(
    '/api/moderation/ads/:id/reject',
    {
      schema: {
        tags,
        params: adParams,
        body: rejectAdBody,
        response: { 200: messageResponseSchema, ...errors, 502: errors[400] },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return rejectAd(deps, user, campusId, request.params.id, request.body.reason);
    },
  );
};
