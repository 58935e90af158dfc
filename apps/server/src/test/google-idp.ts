// A local OpenID provider standing in for Google, and a browser that walks its sign-in: cookies per
// host, our app through app.inject, the provider through fetch. Used by the Google sign-in tests.
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../platform/database/embedded-postgres';
import { createTestContext, type TestContext } from './test-app';

/** People the local OpenID provider ("Google") knows, by subject. */
export const PEOPLE: Record<string, Record<string, unknown>> = {
  'alice-sub': {
    email: 'alice.gee@gmail.test',
    email_verified: true,
    name: 'alice gee',
    given_name: 'Alice',
    family_name: 'Gee',
  },
  'alice2-sub': { email: 'other.alice@gmail.test', email_verified: true, name: 'Alice Gee' },
  'hub-sub': { email: 'hub.person@gmail.test', email_verified: true, name: 'Hub Person' },
  'banned-sub': { email: 'banned@gmail.test', email_verified: true, name: 'Bad Actor' },
  'victim-sub': { email: 'pre.hijacked@gmail.test', email_verified: true, name: 'Vic Tim' },
  'school-sub': { email: 'sam.school@ou.edu', email_verified: true, name: 'Sam School' },
  'plain-sub': { email: 'plain.person@gmail.test', email_verified: true, name: 'Plain Person' },
  'unproven-sub': { email: 'has.password@gmail.test', email_verified: false, name: 'Has Password' },
  'noemail-sub': { name: 'No Mail' },
  'broken-sub': { email: 'broken.insert@gmail.test', email_verified: true, name: 'Bro Ken' },
};

/** The provider's client, as the app is configured for it (GOOGLE_* settings of createTestContext). */
export const GOOGLE_CLIENT = { GOOGLE_CLIENT_ID: 'campus-app', GOOGLE_CLIENT_SECRET: 'campus-secret' };

export interface LocalIdp {
  issuer: string;
  /** The GOOGLE_* settings that point the app at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the provider on a free port of 127.0.0.1. */
export async function startLocalIdp(): Promise<LocalIdp> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const idp = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_CLIENT.GOOGLE_CLIENT_ID,
        client_secret: GOOGLE_CLIENT.GOOGLE_CLIENT_SECRET,
        redirect_uris: [
          'http://localhost:3000/api/auth/callback/google',
          'http://ou.localhost:3000/api/auth/callback/google',
        ],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_ctx, sub) =>
      PEOPLE[sub] ? { accountId: sub, claims: async () => ({ sub, ...PEOPLE[sub] }) } : undefined,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
  }).listen(port, '127.0.0.1');
  await new Promise((resolve) => idp.once('listening', resolve));
  return {
    issuer,
    env: { ...GOOGLE_CLIENT, GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration` },
    close: () => new Promise<void>((resolve) => idp.close(() => resolve())),
  };
}

export interface Flow {
  /** Changes the authorization request as it leaves for the provider. */
  authorize?(url: URL): void;
  /** The provider answers with this OAuth error instead of a login page. */
  idpError?: string;
  /** Press Cancel at the provider's login page. */
  cancel?: boolean;
  /** Changes the provider's answer as it comes back to our callback. */
  callback?(url: URL): void;
}

/** A browser: cookies per host; our app through app.inject, the identity provider through fetch. */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly issuer: string,
  ) {}

  cookieFor(host: string): string {
    return [...(this.jar.get(host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(host: string, lines: string[]) {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, cookies);
    for (const line of lines) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1);
      if (/max-age=0/i.test(line) || !value) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async open(
    url: string,
    form?: Record<string, string>,
  ): Promise<{ status: number; location?: string; body: string; url: string }> {
    const u = new URL(url);
    const formHeaders: Record<string, string> = form
      ? { 'content-type': 'application/x-www-form-urlencoded' }
      : {};
    if (u.hostname.endsWith('localhost')) {
      const res = await this.app.inject({
        method: form ? 'POST' : 'GET',
        url: u.pathname + u.search,
        headers: { host: u.host, cookie: this.cookieFor(u.host), ...formHeaders },
        payload: form ? new URLSearchParams(form).toString() : undefined,
      });
      const set = res.headers['set-cookie'];
      this.store(u.host, Array.isArray(set) ? set : set ? [set] : []);
      return {
        status: res.statusCode,
        location: res.headers.location as string | undefined,
        body: res.body,
        url,
      };
    }
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: this.cookieFor(u.host), ...formHeaders },
      body: form ? new URLSearchParams(form) : undefined,
    });
    this.store(u.host, res.headers.getSetCookie());
    return {
      status: res.status,
      location: res.headers.get('location') ?? undefined,
      body: await res.text(),
      url,
    };
  }

  /**
   * Follows redirects from `start`, logging in as `sub` and consenting at the provider; returns the
   * last page. `flow` can change the request on its way to the provider, answer for the provider
   * with an OAuth error (RFC 6749 §4.1.2.1), cancel at its login page, or change its answer.
   */
  async signInWithGoogle(start: string, sub: string, flow: Flow = {}): Promise<URL> {
    let res = await this.open(start);
    for (let hop = 0; hop < 20; hop++) {
      if (res.location) {
        const next = new URL(res.location, res.url);
        if (next.hostname.endsWith('localhost') && !next.pathname.startsWith('/api/')) return next;
        if (next.origin === this.issuer && next.pathname === '/auth') {
          if (flow.idpError) {
            const back = new URL(next.searchParams.get('redirect_uri')!);
            back.search = new URLSearchParams({
              error: flow.idpError,
              state: next.searchParams.get('state')!,
              iss: this.issuer,
            }).toString();
            res = await this.open(back.toString());
            continue;
          }
          flow.authorize?.(next);
        }
        if (next.pathname === '/api/auth/callback/google') flow.callback?.(next);
        res = await this.open(next.toString());
        continue;
      }
      if (/\/interaction\/[^/?]+$/.test(res.url) && res.status === 200) {
        const login = res.body.includes('name="login"');
        if (login && flow.cancel) {
          res = await this.open(`${res.url}/abort`);
          continue;
        }
        res = await this.open(
          res.url,
          login ? { prompt: 'login', login: sub, password: 'x' } : { prompt: 'consent' },
        );
        continue;
      }
      throw new Error(`stuck at ${res.url} (${res.status})`);
    }
    throw new Error('too many redirects');
  }
}

export interface GoogleSignInSetup {
  /** This file's app, pointed at the provider (set before the tests run). */
  readonly t: TestContext;
  /** A fresh browser on this file's app and provider. */
  browser(): Browser;
}

/** Starts a local provider and an app pointed at it (with `env`) before this file's tests; stops it after. */
export function useGoogleSignIn(env: Record<string, string> = {}): GoogleSignInSetup {
  let t: TestContext | undefined;
  let idp: LocalIdp | undefined;
  beforeAll(async () => {
    idp = await startLocalIdp();
    t = await createTestContext({ ...idp.env, ...env });
  });
  afterAll(async () => {
    await idp?.close();
  });
  return {
    get t() {
      if (!t) throw new Error('useGoogleSignIn: the app starts in beforeAll');
      return t;
    },
    browser: () => new Browser(t!.app, idp!.issuer),
  };
}
