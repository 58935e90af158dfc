import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../platform/storage/storage';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

/**
 * Serves stored uploads at /files/{key}. A versioned URL (?v=) never changes content, so it is
 * cached for a year; an unversioned one for a minute.
 */
export const fileRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = TYPES[path.extname(key).toLowerCase()];
    const file =
      type && /^[a-zA-Z0-9/_.-]+$/.test(key) && !key.includes('..') ? await storage.open(key) : null;
    if (!file) return reply.status(404).send({ error: { code: 'not_found', message: 'File not found' } });
    const versioned = Object.hasOwn(request.query as object, 'v');
    return reply
      .type(type!)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=60')
      .send(file.stream);
  });
};
