import { type BetterAuthPlugin, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import type { PasswordHashing } from './passwords';
import { createSessionCookieReader, type SessionCookie } from './session-cookie';

export interface AuthDeps {
  db: Database;
  secret: string;
  /** e.g. http://localhost:3000: its host and every subdomain are the sites. */
  publicUrl: string;
  secureCookies: boolean;
  passwords: PasswordHashing;
  google?: { discoveryUrl: string; clientId: string; clientSecret: string };
  /** Refuses a new account (throw) or fills its derived fields. */
  beforeUserCreate(user: {
    email: string;
    name: string;
  }): Promise<{ username: string; firstName: string; lastName: string }>;
  onUserCreated(user: { id: string; email: string }, path: string | undefined): Promise<void>;
  onSessionCreated(userId: string, path: string | undefined): Promise<void>;
  /** A Google identity was attached to a user, new or existing (the address is Google-verified). */
  onProviderAccountCreated(userId: string): Promise<void>;
  /** After a session row is deleted, whatever deleted it: logout, password change or reset, revocation. */
  onSessionEnded?(session: { id: string; userId: string }): Promise<void>;
  sendResetPassword(user: { id: string; email: string }, url: string, token: string): Promise<void>;
  /** Where better-auth's own log lines go (the app's logger), instead of the console. */
  log?: (level: 'debug' | 'info' | 'success' | 'warn' | 'error', message: string, ...args: unknown[]) => void;
}

/** A server-only endpoint (no HTTP path) that signs a known user in, cookie exactly as sign-in sets it. */
const sessionIssuer = () =>
  ({
    id: 'session-issuer',
    endpoints: {
      issueSessionForUser: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string() }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw APIError.from('NOT_FOUND', { code: 'USER_NOT_FOUND', message: 'User not found' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;

/**
 * The better-auth instance: users, sessions, password hashing, reset tokens and Google (OIDC).
 * Our routes call it through `auth.api.*`; over HTTP only the OAuth callback is exposed.
 */
export function createAuth(d: AuthDeps) {
  const url = new URL(d.publicUrl);
  return betterAuth({
    secret: d.secret,
    baseURL: {
      allowedHosts: [url.host, `*.${url.host}`],
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      fallback: d.publicUrl,
    },
    basePath: '/api/auth',
    // Every failed OAuth callback lands on the sign-in page with its `error` code, including those
    // better-auth sends to its own error page (a missing or expired state): only the callback is mounted.
    onAPIError: { errorURL: '/user_registration' },
    ...(d.log ? { logger: { log: d.log } } : {}),
    database: drizzleAdapter(d.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: false },
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 30,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url: link, token }) => d.sendResetPassword(user, link, token),
      password: { hash: d.passwords.hash, verify: d.passwords.verify },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: {
      // Google links to an existing account only for an address Google has verified (no trusted
      // providers), also when our account is unverified: that proves the address, and
      // onProviderAccountCreated makes the prover the only holder (pre-hijack).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false },
    },
    advanced: {
      useSecureCookies: d.secureCookies,
      cookiePrefix: 'campus',
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, ...(await d.beforeUserCreate(user)) } }),
          after: async (user, ctx) => d.onUserCreated(user, ctx?.path),
        },
      },
      session: {
        create: { after: async (session, ctx) => d.onSessionCreated(session.userId, ctx?.path) },
        delete: { after: async (session) => d.onSessionEnded?.({ id: session.id, userId: session.userId }) },
      },
      account: {
        create: {
          after: async (account) => {
            if (account.providerId !== 'credential') await d.onProviderAccountCreated(account.userId);
          },
        },
      },
    },
    plugins: [
      sessionIssuer(),
      ...(d.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: d.google.discoveryUrl,
                  clientId: d.google.clientId,
                  clientSecret: d.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Reads a request's session cookie the way this better-auth instance signs it, and judges a found session. */
export interface SessionReader {
  read(cookieHeader: string | undefined): SessionCookie;
  /**
   * True while better-auth would hand the session back unchanged: not expired and not yet due for
   * its daily refresh (expiry pushed back, cookie set anew), which better-auth itself then does.
   */
  isCurrent(expiresAt: Date, now?: number): boolean;
}

const readers = new WeakMap<Auth, Promise<SessionReader>>();

/** The session reader of an auth instance (its secret, cookie names and session ages), made once. */
export function sessionReaderOf(auth: Auth): Promise<SessionReader> {
  let reader = readers.get(auth);
  if (!reader) {
    reader = auth.$context.then((ctx) => {
      const read = createSessionCookieReader(ctx.secret, {
        sessionToken: ctx.authCookies.sessionToken.name,
        sessionData: ctx.authCookies.sessionData.name,
      });
      const { expiresIn, updateAge } = ctx.sessionConfig;
      return {
        read,
        isCurrent: (expiresAt, now = Date.now()) =>
          expiresAt.getTime() > now && expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 > now,
      };
    });
    readers.set(auth, reader);
  }
  return reader;
}
