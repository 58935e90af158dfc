import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../../platform/jobs/job-queue';

export interface MetricsSources {
  pool: pg.Pool;
  /** The pool's size (DB_POOL_SIZE): `in use` near it means requests wait for a connection. */
  poolMax: number;
  jobs: JobQueue;
  /** Open realtime sockets on this instance. */
  openSockets(): number;
}

/**
 * This instance's metrics, for Prometheus: request latency by route, the database pool, the event
 * loop's delay (with the other Node.js defaults), background jobs by state, open WebSockets.
 * A registry per app, so test apps in one process do not share counters.
 */
export function createMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/posts/:id), never the raw URL: one series per route.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state: in use, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { totalCount, idleCount, waitingCount } = sources.pool;
      this.set({ state: 'in_use' }, totalCount - idleCount);
      this.set({ state: 'idle' }, idleCount);
      this.set({ state: 'waiting' }, waitingCount);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The size of the database pool (DB_POOL_SIZE).',
    registers: [registry],
    collect() {
      this.set(sources.poolMax);
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Background job runs by queue and state (all instances: the queue is shared).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const { queue, state, count } of await sources.jobs.countsByState()) {
        this.set({ queue, state }, count);
      }
    },
  });
  new Gauge({
    name: 'websocket_connections',
    help: 'Realtime WebSocket connections open on this instance.',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  return registry;
}
