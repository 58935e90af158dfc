import { universitySignInInfo } from '@campus/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { requireSiteCampusId } from '../../http/site';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import { acceptSamlResponse, REQUEST_TTL_MS, SamlRefusal, spMetadata, startSamlSignIn } from './saml.service';
import { browserKeyOf, sendRelayPage, setBrowserCookie } from './saml-browser';
import {
  configuredCampus,
  finishUniversitySignIn,
  type SsoDeps,
  sameSitePath,
  samlIdentity,
  universitySignIn,
} from './sso.service';

/** Where a refused university sign-in lands: the sign-in page, which shows the sentence. */
const refusedAt = (code: string) => `/login?sso_error=${code}`;

/**
 * The university sign-in of a campus site: what the pages show, our SAML SP metadata, the start
 * (an AuthnRequest to the IdP) and the assertion consumer (the IdP's form post back).
 */
export const ssoRoutes: FastifyPluginAsyncZod<{ deps: SsoDeps }> = async (app, { deps }) => {
  app.get(
    '/api/sso',
    { schema: { tags: ['accounts'], response: { 200: universitySignInInfo } } },
    async (request) => universitySignIn(deps, requireSiteCampusId(request)),
  );

  app.get('/api/sso/saml/metadata', { schema: { tags: ['accounts'] } }, async (request, reply) => {
    const { row, origin } = await configuredCampus(deps, requireSiteCampusId(request), 'saml');
    return reply.type('application/samlmetadata+xml; charset=utf-8').send(spMetadata(row, origin));
  });

  app.get(
    '/api/sso/saml/login',
    { schema: { tags: ['accounts'], querystring: z.object({ returnTo: z.string().max(300).optional() }) } },
    async (request, reply) => {
      const { row, origin } = await configuredCampus(deps, requireSiteCampusId(request), 'saml');
      const start = await startSamlSignIn(deps.db, row, origin, sameSitePath(request.query.returnTo));
      setBrowserCookie(reply, start.browserKey, origin, REQUEST_TTL_MS);
      return reply.header('cache-control', 'no-store').redirect(start.url);
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/api/sso/saml/acs',
      {
        schema: {
          tags: ['accounts'],
          body: z.object({
            SAMLResponse: z.string().min(1).max(500_000),
            RelayState: z.string().max(300).optional(),
            relayed: z.literal('1').optional(),
          }),
        },
      },
      async (request, reply) => {
        const { campus, row, origin } = await configuredCampus(deps, requireSiteCampusId(request), 'saml');
        const browserKey = browserKeyOf(request);
        // The IdP's cross-site post carries no Lax cookie: passed on once by a page of ours, same-site.
        if (!browserKey && !request.body.relayed) return sendRelayPage(reply, request.body);
        try {
          const answer = await acceptSamlResponse(deps.db, row, origin, {
            SAMLResponse: request.body.SAMLResponse,
            browserKey,
          });
          const signedIn = await finishUniversitySignIn(deps, {
            row,
            schoolName: campus.shortName,
            headers: authHeaders(request),
            ...samlIdentity(row, answer.profile),
          });
          forwardCookies(reply, signedIn.headers);
          return reply.redirect(answer.returnTo, 303);
        } catch (err) {
          if (err instanceof SamlRefusal) {
            request.log.warn({ campusId: campus.id, reason: err.message }, 'university sign-in refused');

            return reply.redirect(refusedAt('sso_failed'), 303);
          }
          if (err instanceof AppError) return reply.redirect(refusedAt(err.code), 303);
          throw err;
        }
      },
    );
  });
};
