import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../platform/database/embedded-postgres';
import { getSession, post, registerUser } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

/** People the local OpenID provider ("Google") knows, by subject. */
const PEOPLE: Record<string, Record<string, unknown>> = {
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
};

let t: TestContext;
let issuer: string;
let idp: ReturnType<Provider['listen']>;

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  idp = new Provider(issuer, {
    clients: [
      {
        client_id: 'campus-app',
        client_secret: 'campus-secret',
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
  t = await createTestContext({
    GOOGLE_CLIENT_ID: 'campus-app',
    GOOGLE_CLIENT_SECRET: 'campus-secret',
    GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    BANNED_EMAILS: 'banned@gmail.test',
  });
});

afterAll(async () => {
  await new Promise((resolve) => idp.close(resolve));
});

/** A browser: cookies per host; our app through app.inject, the identity provider through fetch. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

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
      const res = await t.app.inject({
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

  /** Follows redirects from `start`, logging in as `sub` and consenting at the provider; returns the last page. */
  async signInWithGoogle(start: string, sub: string): Promise<URL> {
    let res = await this.open(start);
    for (let hop = 0; hop < 20; hop++) {
      if (res.location) {
        const next = new URL(res.location, res.url).toString();
        if (new URL(next).hostname.endsWith('localhost') && !next.includes('/api/')) return new URL(next);
        res = await this.open(next);
        continue;
      }
      if (/\/interaction\/[^/?]+$/.test(res.url) && res.status === 200) {
        const login = res.body.includes('name="login"');
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

describe('Google sign-in (OpenID Connect)', () => {
  it('creates a verified user with the derived username and signs them in on the campus', async () => {
    const browser = new Browser();
    const landed = await browser.signInWithGoogle(
      'http://ou.localhost:3000/api/accounts/google?redirect=/home',
      'alice-sub',
    );
    expect(landed.toString()).toBe('http://ou.localhost:3000/home');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { host: 'ou.localhost:3000', cookie: browser.cookieFor('ou.localhost:3000') },
    });
    expect(session.json().user).toMatchObject({
      email: 'alice.gee@gmail.test',
      firstName: 'Alice',
      lastName: 'G.',
      username: 'alicegee',
      verified: true,
    });
    const events = await t.pool.query(
      `select e.name from product_events e join users u on u.id = e.user_id where u.email = 'alice.gee@gmail.test' order by e.created_at`,
    );
    expect(events.rows.map((r) => r.name)).toEqual(['Complete Registration', 'Login']);
    expect(browser.cookieFor('localhost:3000')).toBe('');
  });

  it('gives a second person with the same name the next free username', async () => {
    const browser = new Browser();
    await browser.signInWithGoogle('http://ou.localhost:3000/api/accounts/google', 'alice2-sub');
    const { rows } = await t.pool.query(`select username from users where email = 'other.alice@gmail.test'`);
    expect(rows[0].username).toBe('alicegee-2');
  });

  it('sends a hub sign-in to the school search', async () => {
    const landed = await new Browser().signInWithGoogle(
      'http://localhost:3000/api/accounts/google?redirect=/home',
      'hub-sub',
    );
    expect(landed.pathname).toBe('/search_schools');
  });

  it('refuses a banned e-mail without creating the user', async () => {
    const landed = await new Browser().signInWithGoogle(
      'http://ou.localhost:3000/api/accounts/google',
      'banned-sub',
    );
    expect(landed.pathname).toBe('/user_registration');
    expect(landed.searchParams.get('error')).toBe('EMAIL_BANNED');
    const { rows } = await t.pool.query(
      `select count(*)::int as n from users where email = 'banned@gmail.test'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('proving a pre-registered address ends the registrant’s sessions and password (pre-hijack)', async () => {
    const email = 'pre.hijacked@gmail.test';
    const attacker = await registerUser(t, { email, fullName: 'Eve Early', password: 'attacker1' });
    const browser = new Browser();
    const landed = await browser.signInWithGoogle(
      'http://ou.localhost:3000/api/accounts/google',
      'victim-sub',
    );
    expect(landed.pathname).not.toBe('/user_registration');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { host: 'ou.localhost:3000', cookie: browser.cookieFor('ou.localhost:3000') },
    });
    expect(session.json().user).toMatchObject({ email, verified: true });
    expect(await getSession(t, 'ou', attacker.jar)).toBeNull();
    const login = await post(t, 'ou', '/api/accounts/login', { email, password: 'attacker1' });
    expect(login.json().error.code).toBe('wrong_password');
  });
});
