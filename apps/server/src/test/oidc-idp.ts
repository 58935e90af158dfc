// A university's OpenID provider for the tests (oidc-provider on a free port of 127.0.0.1), and a
// walk through its sign-in in the Browser of google-idp.ts: our app through app.inject, the
// provider through fetch. The walk stops at our callback so a test can change or replay it.
import Provider from 'oidc-provider';
import { freePort } from '../platform/database/embedded-postgres';
import type { Browser } from './google-idp';

export const UNIVERSITY_CLIENT = { clientId: 'campus-ou', clientSecret: 'ou-client-secret' };

/** Someone the university provider knows; `sub` is what they type at its login page. */
export interface OidcPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  eduperson_affiliation?: string[];
  /** A provider's own claim for the same thing (released with the profile). */
  campus_role?: string;
}

export interface TestOidcIdp {
  issuer: string;
  /** Adds someone the provider knows. */
  add(person: OidcPerson): OidcPerson;
  close(): Promise<void>;
}

export async function startTestOidcIdp(): Promise<TestOidcIdp> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const people = new Map<string, OidcPerson>();
  const idp = new Provider(issuer, {
    clients: [
      {
        client_id: UNIVERSITY_CLIENT.clientId,
        client_secret: UNIVERSITY_CLIENT.clientSecret,
        redirect_uris: [
          'http://ou.localhost:3000/api/sso/oidc/callback',
          'http://ut.localhost:3000/api/sso/oidc/callback',
        ],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: async () => ({ ...person }) } : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'campus_role'],
      eduperson: ['eduperson_affiliation'],
    },
    scopes: ['openid', 'email', 'profile', 'eduperson'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  }).listen(port, '127.0.0.1');
  await new Promise((resolve) => idp.once('listening', resolve));
  return {
    issuer,
    add: (person) => {
      people.set(person.sub, person);
      return person;
    },
    close: () => new Promise<void>((resolve) => idp.close(() => resolve())),
  };
}

/** Changes the authorization request as it leaves for the provider. */
export type AuthorizeChange = (url: URL) => void;

/**
 * Starts the sign-in at `start` (our /api/sso/oidc/login), logs in as `sub` at the provider and
 * consents; returns our callback URL as the provider sent the browser to it, not yet opened.
 */
export async function walkToCallback(
  browser: Browser,
  issuer: string,
  start: string,
  sub: string,
  authorize?: AuthorizeChange,
): Promise<{ callback: URL; startedAt: Awaited<ReturnType<Browser['open']>> }> {
  const started = await browser.open(start);
  let res = started;
  for (let hop = 0; hop < 20; hop++) {
    if (res.location) {
      const next = new URL(res.location, res.url);
      if (next.pathname === '/api/sso/oidc/callback') return { callback: next, startedAt: started };
      if (next.origin === issuer && next.pathname === '/auth') authorize?.(next);
      res = await browser.open(next.toString());
      continue;
    }
    if (/\/interaction\/[^/?]+$/.test(res.url) && res.status === 200) {
      const login = res.body.includes('name="login"');
      res = await browser.open(
        res.url,
        login ? { prompt: 'login', login: sub, password: 'x' } : { prompt: 'consent' },
      );
      continue;
    }
    throw new Error(`stuck at ${res.url} (${res.status}): ${res.body.slice(0, 200)}`);
  }
  throw new Error('too many redirects');
}
