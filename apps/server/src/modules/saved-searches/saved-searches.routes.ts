import {
  readListingFilters,
  SEARCH_SORTS,
  savedSearchesSchema,
  savedSearchSchema,
  saveSearchBody,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import type { AccountsDeps } from '../accounts/accounts.service';
import { getSavedSearches, removeSavedSearch, saveSearch } from './saved-searches.service';

/** Saved searches: 'Save search' on the results, /settings/saved_searches to list and remove. */
export const savedSearchRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/me/saved-searches',
    { schema: { tags: ['search'], response: { 200: savedSearchesSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return getSavedSearches(deps.db, user, requireSiteCampusId(request));
    },
  );

  app.post(
    '/api/me/saved-searches',
    {
      schema: {
        tags: ['search'],
        body: saveSearchBody,
        response: { 201: z.object({ search: savedSearchSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { q, ...params } = request.body;
      const { filters } = readListingFilters((name) => params[name], SEARCH_SORTS);
      return reply
        .status(201)
        .send(await saveSearch(deps.db, user, requireSiteCampusId(request), q, filters));
    },
  );

  app.delete(
    '/api/me/saved-searches/:id',
    {
      schema: {
        tags: ['search'],
        params: z.object({ id: z.string().uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await removeSavedSearch(deps.db, user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
