import {
  addRecentSearchBody,
  messageResponseSchema,
  popularSearchesSchema,
  readListingFilters,
  recentSearchesSchema,
  recentSearchSchema,
  SEARCH_SORTS,
  searchPeoplePageSchema,
  searchPeopleQuery,
  searchPostsPageSchema,
  searchPostsQuery,
  searchTermBody,
  suggestionsSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { optionalUser, requireCampusUser, visibleCampus } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import { perIp } from '../rate-limits/limits';
import { hitLimit } from '../rate-limits/rate-limit.service';
import {
  addRecentSearch,
  clearRecentSearches,
  getRecentSearches,
  popularSearches,
  readingOn,
  recordSearch,
  removeRecentSearch,
  type SearchDeps,
  searchPeoplePage,
  searchPostsPage,
  suggestSearches,
} from './search.service';

/** Counting searches from one address: beyond this, searches still work but stop counting. */
const TERM_COUNTS_PER_IP = { max: 60, windowMs: 15 * 60_000 };

/**
 * Search of posts, media and people within the campus, suggestions, popular and recent searches
 * (community §2 /search and the search bar, §4 Search, §7 Search service). Reading follows the
 * feed's visibility (guests read public campuses); recent searches belong to signed-in users.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps & SearchDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        querystring: searchPostsQuery,
        response: { 200: searchPostsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      // The schema refused every bad filter (400 with its sentence); this reads the good ones.
      const { filters } = readListingFilters((name) => request.query[name], SEARCH_SORTS);
      return searchPostsPage(
        readingOn(deps, await request.readDb()),
        campusId,
        viewer?.id ?? null,
        request.query,
        filters,
      );
    },
  );

  app.get(
    '/api/search/people',
    {
      schema: {
        tags: ['search'],
        querystring: searchPeopleQuery,
        response: { 200: searchPeoplePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      return searchPeoplePage(
        readingOn(deps, await request.readDb()),
        campusId,
        viewer?.id ?? null,
        request.query,
      );
    },
  );

  app.get(
    '/api/search/suggestions',
    {
      schema: {
        tags: ['search'],
        querystring: z.object({ q: z.string().max(100) }),
        response: { 200: suggestionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      return {
        suggestions: await suggestSearches(
          readingOn(deps, await request.readDb()),
          campusId,
          viewer?.id ?? null,
          request.query.q,
        ),
      };
    },
  );

  app.get(
    '/api/search/popular',
    { schema: { tags: ['search'], response: { 200: popularSearchesSchema, ...errors } } },
    async (request, reply) => {
      const { campusId } = await visibleCampus(request, reply);
      return { searches: await popularSearches(readingOn(deps, await request.readDb()), campusId) };
    },
  );

  app.post(
    '/api/search/terms',
    { schema: { tags: ['search'], body: searchTermBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // Counting is open to guests (ghost views), even where the campus's posts are private.
      const campusId = requireSiteCampusId(request);
      const viewer = await optionalUser(request, reply);
      const limit = await hitLimit(
        deps.db,
        `search-terms:ip:${request.ip}`,
        perIp(deps.config, TERM_COUNTS_PER_IP),
      );
      if (limit.allowed) await recordSearch(deps, campusId, request.body.q, viewer);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/search/recent',
    { schema: { tags: ['search'], response: { 200: recentSearchesSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return { searches: await getRecentSearches(deps, user, campusId) };
    },
  );

  app.post(
    '/api/search/recent',
    {
      schema: {
        tags: ['search'],
        body: addRecentSearchBody,
        response: { 201: z.object({ search: recentSearchSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      const search = await addRecentSearch(deps, user, campusId, request.body.text);
      return reply.status(201).send({ search });
    },
  );

  app.delete(
    '/api/search/recent/:id',
    {
      schema: {
        tags: ['search'],
        params: z.object({ id: z.string().uuid() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return removeRecentSearch(deps, user, campusId, request.params.id);
    },
  );

  app.delete(
    '/api/search/recent',
    { schema: { tags: ['search'], response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      return clearRecentSearches(deps, user, campusId);
    },
  );
};
