import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests sent from another site: a present Origin must be this very
 * host; without Origin, a browser's `Sec-Fetch-Site: cross-site` is refused too. Paths called by
 * other servers (the OAuth callback's form post) are exempt.
 */
export const originCheckPlugin = fp<{ exempt: string[] }>(async (app: FastifyInstance, opts) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (opts.exempt.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        host = null;
      }
      if (host !== request.host)
        throw new AppError(403, 'forbidden_origin', 'This request came from another site.');
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(403, 'forbidden_origin', 'This request came from another site.');
    }
  });
});
