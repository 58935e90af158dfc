import {
  codeBody,
  emailBody,
  loginBody,
  magicLinkCompleteBody,
  magicLinkSendBody,
  registerBody,
  resetPasswordBody,
  sessionSchema,
} from '@campus/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { optionalUser, requireUser } from '../../http/guards';
import { requireSiteCampusId } from '../../http/site';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import { campusShortName } from './accounts.auth';
import { type AccountsDeps, emailExists, logout, type SignedIn, type Site } from './accounts.service';
import { startGoogleSignIn } from './address-proof.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { registerWithPassword, resendAccountCode, verifyAccountCode } from './registration.service';
import { completeSignInLink, loginWithPassword, sendSignInLink } from './sign-in.service';
import { toViewer, userReply } from './viewer';

const errors = errorResponses;

function siteOf(deps: AccountsDeps, request: FastifyRequest): Site {
  const campusId = requireSiteCampusId(request);
  return { campusId, campusShortName: campusShortName(deps.campuses, campusId) };
}

/** What every sign-in route hands its service besides the body. */
type SignInInput = { headers: Headers; ip: string; site: Site };

/** A same-site path to come back to after signing in, or the default. */
function safePath(path: string | undefined, fallback: string): string {
  return path?.startsWith('/') && !path.startsWith('//') ? path : fallback;
}

/** Sign-up, sign-in, codes, links, passwords, Google and the session (accounts-and-money §2.1, §4.1). */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/session',
    { schema: { tags: ['accounts'], response: { 200: sessionSchema } } },
    async (request, reply) => {
      const user = await optionalUser(request, reply);
      return { user: user ? toViewer(user) : null };
    },
  );

  app.post(
    '/api/accounts/check-email',
    {
      schema: {
        tags: ['accounts'],
        body: emailBody,
        response: { 200: z.object({ exists: z.boolean() }), ...errors },
      },
    },
    async (request) => ({ exists: await emailExists(deps, request.ip, request.body.email) }),
  );

  /** A route that signs someone in: the service gets the request's headers, IP and site with the body. */
  const signInRoute = <B extends z.ZodType>(
    url: string,
    body: B,
    signIn: (deps: AccountsDeps, input: SignInInput & z.infer<B>) => Promise<SignedIn>,
  ) =>
    app.post(
      url,
      { schema: { tags: ['accounts'], body, response: { 200: userReply, ...errors } } },
      async (request, reply) => {
        const input = { headers: authHeaders(request), ip: request.ip, site: siteOf(deps, request) };
        const result = await signIn(deps, Object.assign(input, request.body as z.infer<B>));
        forwardCookies(reply, result.headers);
        return { user: toViewer(result.user) };
      },
    );

  signInRoute('/api/accounts/register', registerBody, registerWithPassword);
  signInRoute('/api/accounts/login', loginBody, loginWithPassword);

  app.post(
    '/api/accounts/logout',
    { schema: { tags: ['accounts'], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await requireUser(request, reply);
      forwardCookies(reply, await logout(deps, authHeaders(request)));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/accounts/verify',
    { schema: { tags: ['accounts'], body: codeBody, response: { 200: userReply, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return {
        user: toViewer(
          await verifyAccountCode(deps, user, request.body.code, request.ip, authHeaders(request)),
        ),
      };
    },
  );

  app.post(
    '/api/accounts/verify/resend',
    { schema: { tags: ['accounts'], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await resendAccountCode(deps, user, siteOf(deps, request), request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/accounts/magic-link',
    { schema: { tags: ['accounts'], body: magicLinkSendBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await sendSignInLink(deps, { ip: request.ip, site: siteOf(deps, request), ...request.body });
      return reply.status(204).send(null);
    },
  );

  signInRoute('/api/accounts/magic-link/complete', magicLinkCompleteBody, completeSignInLink);

  app.post(
    '/api/accounts/password/forgot',
    { schema: { tags: ['accounts'], body: emailBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      siteOf(deps, request);
      await requestPasswordReset(deps, {
        headers: authHeaders(request),
        ip: request.ip,
        email: request.body.email,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/accounts/password/reset',
    { schema: { tags: ['accounts'], body: resetPasswordBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await resetPassword(deps, { headers: authHeaders(request), ...request.body });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/accounts/google',
    { schema: { tags: ['accounts'], querystring: z.object({ redirect: z.string().max(300).optional() }) } },
    async (request, reply) => {
      const site = siteOf(deps, request);
      const callbackPath =
        site.campusId === 'campus' ? '/search_schools' : safePath(request.query.redirect, '/home');
      try {
        const started = await startGoogleSignIn(deps, {
          headers: authHeaders(request),
          callbackPath,
        });
        forwardCookies(reply, started.headers);
        return reply.redirect(started.url);
      } catch (err) {
        // Configured but unreachable is the network row of the spec's table; not configured, 'other'.
        request.log.warn({ err }, 'google sign-in could not start');
        const error = deps.config.googleEnabled ? 'google_unavailable' : 'google_disabled';
        return reply.redirect(`/user_registration?error=${error}`);
      }
    },
  );
};
