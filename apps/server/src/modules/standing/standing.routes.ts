import {
  answerAppealBody,
  appealBody,
  cursorQuery,
  messageResponseSchema,
  openAppealsSchema,
  standingSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser } from '../../http/guards';
import type { ModerationDeps } from '../moderation/actions.service';
import { answerAppeal, getOpenAppeals } from './appeal-answers.service';
import { fileAppeal, getStanding } from './standing.service';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['standing'];

/** A member's standing and appeals (/settings/standing), and the appeals beside the moderation queue. */
export const standingRoutes: FastifyPluginAsyncZod<{ deps: ModerationDeps }> = async (app, { deps }) => {
  app.get(
    '/api/standing',
    { schema: { tags, response: { 200: standingSchema, ...errors } } },
    async (request, reply) => {
      const [user] = await requireCampusUser(request, reply);
      return getStanding(deps.db, user);
    },
  );

  app.post(
    '/api/standing/:id/appeal',
    {
      schema: {
        tags,
        params: idParams,
        body: appealBody,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return reply
        .status(201)
        .send(await fileAppeal(deps.db, user, campusId, request.params.id, request.body));
    },
  );

  app.get(
    '/api/moderation/appeals',
    { schema: { tags, querystring: cursorQuery, response: { 200: openAppealsSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getOpenAppeals(deps, user, campusId, request.query.cursor);
    },
  );

  app.post(
    '/api/moderation/appeals/:id/answer',
    {
      schema: {
        tags,
        params: idParams,
        body: answerAppealBody,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return answerAppeal(deps, user, campusId, request.params.id, request.body.outcome);
    },
  );
};
