import {
  campusRulesSchema,
  heldListSchema,
  heldParams,
  messageResponseSchema,
  prohibitedItemParams,
  prohibitedItemSchema,
  saveRulesBody,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser } from '../../http/guards';
import {
  type AutomodDeps,
  addItem,
  changeRules,
  getHeld,
  getRulesFor,
  releaseHeld,
  removeHeld,
  removeItem,
} from './automod.service';

const tags = ['moderation'];

/** The campus's rules that act first, and the content they hold (its moderators, administrators). */
export const automodRoutes: FastifyPluginAsyncZod<{ deps: AutomodDeps }> = async (app, { deps }) => {
  app.get(
    '/api/moderation/rules',
    { schema: { tags, response: { 200: campusRulesSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getRulesFor(deps, user, campusId);
    },
  );

  app.put(
    '/api/moderation/rules',
    { schema: { tags, body: saveRulesBody, response: { 200: campusRulesSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return changeRules(deps, user, campusId, request.body);
    },
  );

  app.post(
    '/api/moderation/rules/prohibited',
    { schema: { tags, body: prohibitedItemSchema, response: { 200: campusRulesSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return addItem(deps, user, campusId, request.body);
    },
  );

  app.delete(
    '/api/moderation/rules/prohibited/:name',
    { schema: { tags, params: prohibitedItemParams, response: { 200: campusRulesSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return removeItem(deps, user, campusId, request.params.name);
    },
  );

  app.get(
    '/api/moderation/held',
    { schema: { tags, response: { 200: heldListSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getHeld(deps, user, campusId);
    },
  );

  app.post(
    '/api/moderation/held/:targetType/:targetId/release',
    { schema: { tags, params: heldParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return releaseHeld(deps, user, campusId, request.params);
    },
  );

  app.post(
    '/api/moderation/held/:targetType/:targetId/remove',
    { schema: { tags, params: heldParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return removeHeld(deps, user, campusId, request.params);
    },
  );
};
