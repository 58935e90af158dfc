import { apiErrorSchema, campusAboutSchema, feedPageSchema } from '@campus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSiteCampusId } from '../../http/site';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import type { AccountsDeps } from '../accounts/accounts.service';
import { getSessionUser } from '../accounts/accounts.service';
import { getCampusAbout } from '../campuses/campus-about.service';
import { findCampusById } from '../campuses/campuses.repository';
import { assertCanSeeCampus, getFeedPage } from './posts.service';

const cursorQuery = z.object({ cursor: z.string().max(500).optional() });

/** The site's campus id, after checking that the visitor may see that campus. */
async function visibleCampus(
  deps: AccountsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const campusId = requireSiteCampusId(request);
  const { user, headers } = await getSessionUser(deps, authHeaders(request));
  forwardCookies(reply, headers);
  const campus = await findCampusById(deps.db, campusId);
  assertCanSeeCampus(user, campus?.privacy ?? 'private');
  return campusId;
}

/** The campus feed and About tab; a private campus only to signed-in visitors. */
export const postRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/feed',
    {
      schema: {
        tags: ['posts'],
        querystring: cursorQuery,
        response: { 200: feedPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      getFeedPage(deps.db, await visibleCampus(deps, request, reply), request.query.cursor),
  );

  app.get(
    '/api/campus/about',
    {
      schema: {
        tags: ['posts'],
        querystring: cursorQuery,
        response: { 200: campusAboutSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      getCampusAbout(deps.db, await visibleCampus(deps, request, reply), request.query.cursor),
  );
};
