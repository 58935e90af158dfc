import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';

/**
 * Serves the built web app: hashed files under /assets are cached for a year; every other GET
 * that is not an API call answers index.html (the SPA decides the page), with status 404 when the
 * host names no known campus. Without a build (tests, `npm run dev`) only the API is served.
 */
export async function webRoutes(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || request.url.startsWith('/api/') || !hasBuild) {
      throw new AppError(404, 'not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
    const status = request.site.kind === 'unknown' ? 404 : 200;
    return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
