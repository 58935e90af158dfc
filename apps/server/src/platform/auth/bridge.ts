import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The request's headers for better-auth, with the client IP we trust (Fastify's, per TRUST_PROXY). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * Exposes the OAuth callback (/api/auth/callback/:provider) of better-auth over HTTP; every other
 * better-auth endpoint stays internal, reached only through our routes and their rules.
 */
export async function mountOAuthCallback(
  app: FastifyInstance,
  handler: (request: Request) => Promise<Response>,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/callback/:provider',
      schema: { hide: true },
      handler: async (request, reply) => {
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        const body = request.method === 'POST' && typeof request.body === 'string' ? request.body : undefined;
        const res = await handler(
          new Request(url, { method: request.method, headers: authHeaders(request), body }),
        );
        reply.status(res.status);
        res.headers.forEach((value, key) => {
          if (key !== 'set-cookie') reply.header(key, value);
        });
        forwardCookies(reply, res.headers);
        return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null);
      },
    });
  });
}
