import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { pingDatabase } from './health.repository';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

/** GET /api/health: whether the server and its database answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        request.log.warn({ err }, 'database health check failed');
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
};
