import type { FastifyPluginAsync } from 'fastify';
import { type FileStorage, fileTypeOf, isSafeKey } from '../../platform/storage/storage';

/**
 * Serves stored uploads at /files/{key}. A versioned URL (?v=) never changes content, so it is
 * cached for a year; an unversioned one for a minute. The same for either storage (disk or bucket),
 * so every instance serves every file; with MEDIA_PUBLIC_URL the API's URLs point at the CDN instead.
 */
export const fileRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = fileTypeOf(key);
    const size = type && isSafeKey(key) ? await storage.size(key) : null;
    if (size === null)
      return reply.status(404).send({ error: { code: 'not_found', message: 'File not found' } });
    const versioned = Object.hasOwn(request.query as object, 'v');
    reply
      .type(type!)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
    const range = parseRange(request.headers.range, size);
    if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${size}`).send();
    const file = await storage.open(key, range ?? undefined);
    if (!file) return reply.status(404).send({ error: { code: 'not_found', message: 'File not found' } });
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      return reply.header('content-length', range.end - range.start + 1).send(file.stream);
    }
    return reply.header('content-length', size).send(file.stream);
  });
};

/** A single `bytes=` range of a file of `size` bytes (video seeking); null for none, 'invalid' when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}
