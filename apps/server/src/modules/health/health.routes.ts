import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { pingDatabase } from './health.repository';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
  /** Set after SIGTERM: the instance finishes what it has and takes nothing new. */
  shuttingDown: z.boolean(),
});

export interface HealthOptions {
  db: Database;
  storage: FileStorage;
  /** Whether this instance has begun its graceful shutdown. */
  isShuttingDown(): boolean;
}

/**
 * GET /api/health: whether the server and its database answer (kept for existing checks).
 * GET /api/health/live: liveness, the process answers (restart it when this fails).
 * GET /api/health/ready: readiness, the database and the file storage answer and the instance is
 * not shutting down (send it no traffic when this fails; the cluster's proxy checks it).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, opts) => {
  const databaseUp = () =>
    pingDatabase(opts.db).then(
      () => true,
      (err: unknown) => {
        app.log.warn({ err }, 'database health check failed');
        return false;
      },
    );
  const storageUp = () =>
    opts.storage.check().then(
      () => true,
      (err: unknown) => {
        app.log.warn({ err }, 'storage health check failed');
        return false;
      },
    );

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      if (await databaseUp()) return { status: 'ok' as const, database: 'up' as const };
      return reply.status(503).send({ status: 'degraded', database: 'down' });
    },
  );

  app.get('/api/health/live', { schema: { tags: ['health'], response: { 200: liveSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/api/health/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([databaseUp(), storageUp()]);
      const shuttingDown = opts.isShuttingDown();
      const ready = database && storage && !shuttingDown;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        database: database ? 'up' : 'down',
        storage: storage ? 'up' : 'down',
        shuttingDown,
      });
    },
  );
};
