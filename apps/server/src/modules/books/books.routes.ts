import {
  coursePageQuery,
  coursePageSchema,
  isbnTitlesAnswer,
  priceHistoryAnswer,
  priceHistoryQuery,
  requestsMetSchema,
} from '@campus/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../http/error-responses';
import { requireCampusUser, visibleCampus } from '../../http/guards';
import type { AccountsDeps } from '../accounts/accounts.service';
import { assertMember } from '../posts/posts.service';
import { getCoursePage, getIsbnTitles, getPriceHistory, getRequestsMet } from './books.service';

/** Textbooks and requests: /course/{code}'s posts, the composer's price history and titles, requests met. */
export const bookRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/courses',
    {
      schema: {
        tags: ['posts'],
        querystring: coursePageQuery,
        response: { 200: coursePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { campusId, viewer } = await visibleCampus(request, reply);
      const db = await request.readDb();
      return getCoursePage(db, campusId, viewer?.id ?? null, request.query.code, request.query.cursor);
    },
  );

  app.get(
    '/api/books/price-history',
    {
      schema: {
        tags: ['posts'],
        querystring: priceHistoryQuery,
        response: { 200: priceHistoryAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      assertMember(user, campusId);
      return { history: await getPriceHistory(await request.readDb(), campusId, request.query) };
    },
  );

  app.get(
    '/api/books/titles',
    {
      schema: {
        tags: ['posts'],
        querystring: z.object({ isbn: z.string().max(1000) }),
        response: { 200: isbnTitlesAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      assertMember(user, campusId);
      return { titles: await getIsbnTitles(await request.readDb(), campusId, request.query.isbn) };
    },
  );

  app.get(
    '/api/posts/:id/requests',
    {
      schema: {
        tags: ['posts'],
        params: z.object({ id: z.string().uuid() }),
        response: { 200: requestsMetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [user, campusId] = await requireCampusUser(request, reply);
      assertMember(user, campusId);
      return { requests: await getRequestsMet(deps.db, request.params.id, user.id) };
    },
  );
};
