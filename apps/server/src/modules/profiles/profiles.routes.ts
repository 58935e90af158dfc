import { feedPageSchema, profilePostsQuery, profileSchema, ratingsPageSchema } from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { optionalUser, visibleCampus } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import { campusShortName } from '../accounts/accounts.auth';
import type { AccountsDeps } from '../accounts/accounts.service';
import { claimProfile, getProfile, getProfilePosts, getProfileRatings } from './profiles.service';

const usernameParams = z.object({ username: z.string().min(1).max(60) });

/** Profiles (/{username}) with their tabs and ratings (community §2 Profile page, §7); reports: modules/moderation. */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/profiles/:username',
    { schema: { tags: ['profiles'], params: usernameParams, response: { 200: profileSchema, ...errors } } },
    async (request, reply) => {
      requireSiteCampusId(request);
      return getProfile(await request.readDb(), request.params.username, await optionalUser(request, reply));
    },
  );

  app.get(
    '/api/profiles/:username/posts',
    {
      schema: {
        tags: ['profiles'],
        params: usernameParams,
        querystring: profilePostsQuery,
        response: { 200: feedPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      return getProfilePosts(
        await request.readDb(),
        request.params.username,
        campusId,
        viewer,
        request.query,
      );
    },
  );

  app.get(
    '/api/profiles/:username/ratings',
    {
      schema: {
        tags: ['profiles'],
        params: usernameParams,
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: ratingsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer } = await visibleCampus(request, reply);
      return getProfileRatings(await request.readDb(), request.params.username, viewer, request.query.cursor);
    },
  );

  app.post(
    '/api/profiles/:username/claim',
    {
      schema: {
        tags: ['profiles'],
        params: usernameParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const campusId = requireSiteCampusId(request);
      await claimProfile(deps, {
        ip: request.ip,
        site: { campusId, campusShortName: campusShortName(deps.campuses, campusId) },
        username: request.params.username,
      });
      return reply.status(204).send(null);
    },
  );
};
