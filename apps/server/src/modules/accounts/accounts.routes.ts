import {
  codeBody,
  emailBody,
  loginBody,
  magicLinkCompleteBody,
  magicLinkSendBody,
  registerBody,
  resetPasswordBody,
  sessionSchema,
  viewerSchema,
} from '@campus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { AppError } from '../../http/errors';
import { requireSiteCampusId } from '../../http/site';
import { authHeaders, forwardCookies } from '../../platform/auth/bridge';
import { campusShortName } from './accounts.auth';
import type { UserRow } from './accounts.repository';
import * as accounts from './accounts.service';
import { toViewer } from './viewer';

const userReply = z.object({ user: viewerSchema });
const errors = errorResponses;

function siteOf(request: FastifyRequest): accounts.Site {
  const campusId = requireSiteCampusId(request);
  return { campusId, campusShortName: campusShortName(campusId) };
}

/** The signed-in user, or null for a guest. Forwards a refreshed session cookie. */
export async function optionalUser(
  deps: accounts.AccountsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  const { user, headers } = await accounts.getSessionUser(deps, authHeaders(request));
  forwardCookies(reply, headers);
  return user;
}

/** The signed-in user, or 401. Forwards a refreshed session cookie. */
export async function requireUser(
  deps: accounts.AccountsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow> {
  const user = await optionalUser(deps, request, reply);
  if (!user) throw new AppError(401, 'not_signed_in', 'Log in to continue.');
  return user;
}

/** A same-site path to come back to after signing in, or the default. */
function safePath(path: string | undefined, fallback: string): string {
  return path?.startsWith('/') && !path.startsWith('//') ? path : fallback;
}

/** Sign-up, sign-in, codes, links, passwords, Google and the session (accounts-and-money §2.1, §4.1). */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: accounts.AccountsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/session',
    { schema: { tags: ['accounts'], response: { 200: sessionSchema } } },
    async (request, reply) => {
      const user = await optionalUser(deps, request, reply);
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
    async (request) => ({ exists: await accounts.emailExists(deps, request.ip, request.body.email) }),
  );

  app.post(
    '/api/accounts/register',
    { schema: { tags: ['accounts'], body: registerBody, response: { 200: userReply, ...errors } } },
    async (request, reply) => {
      const result = await accounts.registerWithPassword(deps, {
        headers: authHeaders(request),
        ip: request.ip,
        site: siteOf(request),
        ...request.body,
      });
      forwardCookies(reply, result.headers);
      return { user: toViewer(result.user) };
    },
  );

  app.post(
    '/api/accounts/login',
    { schema: { tags: ['accounts'], body: loginBody, response: { 200: userReply, ...errors } } },
    async (request, reply) => {
      const result = await accounts.loginWithPassword(deps, {
        headers: authHeaders(request),
        ip: request.ip,
        site: siteOf(request),
        ...request.body,
      });
      forwardCookies(reply, result.headers);
      return { user: toViewer(result.user) };
    },
  );

  app.post(
    '/api/accounts/logout',
    { schema: { tags: ['accounts'], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await requireUser(deps, request, reply);
      forwardCookies(reply, await accounts.logout(deps, authHeaders(request)));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/accounts/verify',
    { schema: { tags: ['accounts'], body: codeBody, response: { 200: userReply, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(deps, request, reply);
      return {
        user: toViewer(
          await accounts.verifyAccountCode(deps, user, request.body.code, request.ip, authHeaders(request)),
        ),
      };
    },
  );

  app.post(
    '/api/accounts/verify/resend',
    { schema: { tags: ['accounts'], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = await requireUser(deps, request, reply);
      await accounts.resendAccountCode(deps, user, siteOf(request), request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/accounts/magic-link',
    { schema: { tags: ['accounts'], body: magicLinkSendBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await accounts.sendSignInLink(deps, { ip: request.ip, site: siteOf(request), ...request.body });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/accounts/magic-link/complete',
    { schema: { tags: ['accounts'], body: magicLinkCompleteBody, response: { 200: userReply, ...errors } } },
    async (request, reply) => {
      const result = await accounts.completeSignInLink(deps, {
        headers: authHeaders(request),
        ip: request.ip,
        site: siteOf(request),
        ...request.body,
      });
      forwardCookies(reply, result.headers);
      return { user: toViewer(result.user) };
    },
  );

  app.post(
    '/api/accounts/password/forgot',
    { schema: { tags: ['accounts'], body: emailBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      siteOf(request);
      await accounts.requestPasswordReset(deps, {
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
      await accounts.resetPassword(deps, { headers: authHeaders(request), ...request.body });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/accounts/google',
    { schema: { tags: ['accounts'], querystring: z.object({ redirect: z.string().max(300).optional() }) } },
    async (request, reply) => {
      const site = siteOf(request);
      const callbackPath =
        site.campusId === 'campus' ? '/search_schools' : safePath(request.query.redirect, '/home');
      try {
        const started = await accounts.startGoogleSignIn(deps, {
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
