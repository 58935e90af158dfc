import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../../http/errors';
import { isDirectLoopback } from '../../http/loopback';

export interface MetricsRoutesOptions {
  registry: Registry;
  /** The bearer token a scraper sends; without one, loopback only (and never in production). */
  token: string | undefined;
  isProduction: boolean;
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * GET /api/metrics: Prometheus text. With METRICS_TOKEN, only a scraper sending
 * `Authorization: Bearer <token>` gets it (401 otherwise). Without it, only a request made directly
 * from this machine does, outside production; anyone else gets the 404 of an unknown route.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, opts) => {
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (opts.token) {
      if (!hasToken(request, opts.token))
        throw new AppError(401, 'unauthorized', 'A metrics token is needed.');
    } else if (opts.isProduction || !isDirectLoopback(request)) {
      throw new AppError(404, 'not_found', 'Route GET /api/metrics not found');
    }
    const body = await opts.registry.metrics();
    return reply.type(opts.registry.contentType).header('cache-control', 'no-store').send(body);
  });
};
