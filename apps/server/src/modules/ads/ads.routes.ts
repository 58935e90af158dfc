import {
  adSchema,
  adsPageSchema,
  analyticsBody,
  boostBody,
  boostCancelSchema,
  boostCreatedSchema,
  boostPageSchema,
  boostSessionSchema,
  renameAdBody,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { requireCampusUser, requireUser } from '../../http/guards';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import { type AccountsDeps, getSessionUser } from '../accounts/accounts.service';
import { deleteAd, pauseAd, renameAd, resumeAd, stopAd } from './ad-lifecycle.service';
import { type AdsDeps, getMyAd, listMyAds } from './ads.service';
import { type AnalyticsDeps, trackPostAnalytics } from './analytics.service';
import { createBoost, getBoostPage } from './boost.service';
import { cancelBoostSession, getBoostSession } from './checkout.service';

type Deps = AccountsDeps & AdsDeps & { analytics: AnalyticsDeps };

const idParams = z.object({ id: z.string().uuid() });
const sessionParams = z.object({ sessionId: z.string().min(1).max(255) });
const errors = { ...errorResponses, 502: errorResponses[400] };
const tags = ['ads'];

/** Boost, the checkout's return pages, ad management and ad analytics (accounts-and-money §2.3, §4.6, §7.4, §7.5). */
export const adRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/posts/:id/boost',
    { schema: { tags, params: idParams, response: { 200: boostPageSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getBoostPage(deps, user, campusId, request.params.id);
    },
  );

  app.post(
    '/api/posts/:id/boost',
    { schema: { tags, params: idParams, body: boostBody, response: { 201: boostCreatedSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      const created = await createBoost(deps, user, campusId, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/boost/sessions/:sessionId',
    { schema: { tags, params: sessionParams, response: { 200: boostSessionSchema, ...errors } } },
    async (request, reply) =>
      getBoostSession(deps, await requireUser(request, reply), request.params.sessionId),
  );

  app.post(
    '/api/boost/sessions/:sessionId/cancel',
    { schema: { tags, params: sessionParams, response: { 200: boostCancelSchema, ...errors } } },
    async (request, reply) =>
      cancelBoostSession(deps, await requireUser(request, reply), request.params.sessionId),
  );

  app.get(
    '/api/ads',
    {
      schema: {
        tags,
        querystring: z.object({ cursor: z.string().max(500).optional() }),
        response: { 200: adsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return listMyAds(deps, user, campusId, request.query.cursor);
    },
  );

  app.get(
    '/api/ads/:id',
    { schema: { tags, params: idParams, response: { 200: adSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return getMyAd(deps, user, campusId, request.params.id);
    },
  );

  app.patch(
    '/api/ads/:id',
    { schema: { tags, params: idParams, body: renameAdBody, response: { 200: adSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return renameAd(deps, user, campusId, request.params.id, request.body.title);
    },
  );

  const actions = { pause: pauseAd, resume: resumeAd, stop: stopAd };
  for (const [name, action] of Object.entries(actions)) {
    app.post(
      `/api/ads/:id/${name}`,
      { schema: { tags, params: idParams, response: { 200: adSchema, ...errors } } },
      async (request, reply) => {
        const [user, campusId] = await requireCampusUser(request, reply);
        return action(deps, user, campusId, request.params.id);
      },
    );
  }

  app.delete(
    '/api/ads/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      await deleteAd(deps, user, campusId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/analytics',
    { schema: { tags, body: analyticsBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // The viewer is optional here; a failed session lookup counts as a guest.
      const session = await getSessionUser(deps, request.headers.cookie, () => authHeaders(request)).catch(
        () => null,
      );
      if (session) forwardCookies(reply, session.headers);
      await trackPostAnalytics(deps.analytics, request.body, session?.user ?? null, request.ip, request.log);
      return reply.status(204).send(null);
    },
  );
};
