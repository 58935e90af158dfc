import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { requireSiteCampusId } from '../../http/site';
import { authHeaders } from '../../platform/auth/bridge';
import {
  acceptOidcCallback,
  browserKeyOf,
  clearedCookie,
  type OidcDeps,
  OidcRefusal,
  oidcIdentity,
  startOidcSignIn,
} from './oidc.service';
import { configuredCampus, finishUniversitySignIn, sameSitePath } from './sso.service';

/** Where a refused university sign-in lands: the sign-in page, which shows the sentence. */
const refusedAt = (code: string) => `/login?sso_error=${code}`;

/** A campus's OpenID Connect sign-in: the start (to the provider) and the callback (back from it). */
export const oidcRoutes: FastifyPluginAsyncZod<{ deps: OidcDeps }> = async (app, { deps }) => {
  app.get(
    '/api/sso/oidc/login',
    { schema: { tags: ['accounts'], querystring: z.object({ returnTo: z.string().max(300).optional() }) } },
    async (request, reply) => {
      const { campus, row, origin } = await configuredCampus(deps, requireSiteCampusId(request), 'oidc');
      reply.header('cache-control', 'no-store');
      try {
        const returnTo = sameSitePath(request.query.returnTo);
        const start = await startOidcSignIn(deps, row, { origin, returnTo, ip: request.ip });
        return reply.header('set-cookie', start.cookie).redirect(start.url);
      } catch (err) {
        if (err instanceof AppError) return reply.redirect(refusedAt(err.code), 303);
        if (!(err instanceof OidcRefusal)) throw err;
        request.log.warn({ campusId: campus.id, reason: err.message }, 'university sign-in not started');
        return reply.redirect(refusedAt('sso_failed'), 303);
      }
    },
  );

  app.get(
    '/api/sso/oidc/callback',
    {
      schema: {
        tags: ['accounts'],
        querystring: z.looseObject({ state: z.string().max(300).optional() }),
      },
    },
    async (request, reply) => {
      const { campus, row, origin } = await configuredCampus(deps, requireSiteCampusId(request), 'oidc');
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      reply.header('cache-control', 'no-store');
      try {
        const answer = await acceptOidcCallback(deps, row, origin, {
          search,
          state: request.query.state,
          browserKey: browserKeyOf(request.headers.cookie),
        });
        const signedIn = await finishUniversitySignIn(deps, {
          row,
          schoolName: campus.shortName,
          headers: authHeaders(request),
          ...oidcIdentity(row, answer.claims),
        });
        reply.header('set-cookie', [...signedIn.headers.getSetCookie(), clearedCookie(origin)]);
        return reply.redirect(answer.returnTo, 303);
      } catch (err) {
        reply.header('set-cookie', clearedCookie(origin));
        if (err instanceof OidcRefusal) {
          request.log.warn({ campusId: campus.id, reason: err.message }, 'university sign-in refused');
          return reply.redirect(refusedAt('sso_failed'), 303);
        }
        if (err instanceof AppError) return reply.redirect(refusedAt(err.code), 303);
        throw err;
      }
    },
  );
};
