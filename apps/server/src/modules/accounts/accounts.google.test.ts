import { AUTH_MESSAGES, googleErrorMessage, googleErrorRow } from '@campus/domain';
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
  'plain-sub': { email: 'plain.person@gmail.test', email_verified: true, name: 'Plain Person' },
  'unproven-sub': { email: 'has.password@gmail.test', email_verified: false, name: 'Has Password' },
  'noemail-sub': { name: 'No Mail' },
  'broken-sub': { email: 'broken.insert@gmail.test', email_verified: true, name: 'Bro Ken' },
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

interface Flow {
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
        if (next.origin === issuer && next.pathname === '/auth') {
          if (flow.idpError) {
            const back = new URL(next.searchParams.get('redirect_uri')!);
            back.search = new URLSearchParams({
              error: flow.idpError,
              state: next.searchParams.get('state')!,
              iss: issuer,
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

describe("Google sign-in errors: each row of the spec's table is reached (accounts-and-money §8)", () => {
  const start = 'http://ou.localhost:3000/api/accounts/google';
  let offline: TestContext;

  beforeAll(async () => {
    // Google configured, but nothing answers at its address.
    offline = await createTestContext({
      GOOGLE_CLIENT_ID: 'campus-app',
      GOOGLE_CLIENT_SECRET: 'campus-secret',
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${await freePort()}/.well-known/openid-configuration`,
    });
  });

  /** The sign-in page got `code`, whose message is the spec's for that row. */
  function expectRow(landed: URL, code: string, message: string) {
    expect(landed.pathname).toBe('/user_registration');
    expect(landed.searchParams.get('error')).toBe(code);
    expect(googleErrorMessage(code)).toBe(message);
  }

  it('network: Google cannot be reached, or says it is unavailable', async () => {
    const res = await offline.app.inject({
      method: 'GET',
      url: '/api/accounts/google',
      headers: { host: 'ou.localhost:3000' },
    });
    expect(res.statusCode).toBe(302);
    expectRow(
      new URL(res.headers.location as string, 'http://ou.localhost:3000'),
      'google_unavailable',
      AUTH_MESSAGES.google.network,
    );
    const landed = await new Browser().signInWithGoogle(start, 'plain-sub', {
      idpError: 'temporarily_unavailable',
    });
    expectRow(landed, 'temporarily_unavailable', AUTH_MESSAGES.google.network);
  });

  it('cancelled: Cancel at Google, or a sign-in that comes back to a browser no longer waiting for it', async () => {
    expectRow(
      await new Browser().signInWithGoogle(start, 'plain-sub', { cancel: true }),
      'access_denied',
      AUTH_MESSAGES.google.cancelled,
    );
    let callback = '';
    await new Browser().signInWithGoogle(start, 'plain-sub', {
      callback: (url) => {
        callback = url.toString();
      },
    });
    const elsewhere = await new Browser().open(callback);
    expectRow(new URL(elsewhere.location!, callback), 'state_mismatch', AUTH_MESSAGES.google.cancelled);
  });

  it('different credentials: the address has an account and Google has not verified it', async () => {
    const { user } = await registerUser(t, { email: 'has.password@gmail.test', fullName: 'Has Password' });
    const landed = await new Browser().signInWithGoogle(start, 'unproven-sub');
    expectRow(landed, 'account_not_linked', AUTH_MESSAGES.google.differentCredentials);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from accounts where user_id = $1 and provider_id = 'google'`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('invalid credentials: Google refuses the code at the token exchange', async () => {
    const landed = await new Browser().signInWithGoogle(start, 'plain-sub', {
      callback: (url) => url.searchParams.set('code', 'forged-code'),
    });
    expectRow(landed, 'invalid_code', AUTH_MESSAGES.google.invalidCredential);
  });

  it("disabled: Google refuses this app for the account (its administrator's policy)", async () => {
    const landed = await new Browser().signInWithGoogle(start, 'plain-sub', {
      idpError: 'unauthorized_client',
    });
    expectRow(landed, 'unauthorized_client', AUTH_MESSAGES.google.disabled);
  });

  it('not found: Google gives no e-mail address', async () => {
    const landed = await new Browser().signInWithGoogle(start, 'noemail-sub');
    expectRow(landed, 'email_not_found', AUTH_MESSAGES.google.notFound);
  });

  it('wrong password: Google could not confirm who is signing in', async () => {
    const landed = await new Browser().signInWithGoogle(start, 'plain-sub', {
      authorize: (url) => url.searchParams.set('prompt', 'none'),
    });
    expectRow(landed, 'login_required', AUTH_MESSAGES.google.wrongPassword);
  });

  it('other: any failure without a row of its own (here a request Google does not accept)', async () => {
    const landed = await new Browser().signInWithGoogle(start, 'plain-sub', {
      authorize: (url) => url.searchParams.set('scope', 'email profile'),
    });
    expect(googleErrorRow('invalid_request')).toBe('other');
    expectRow(landed, 'invalid_request', AUTH_MESSAGES.google.other);
  });

  it('after creation: Google said yes, then making our account failed (nothing half-made)', async () => {
    await t.pool.query(`
      create function refuse_broken_insert() returns trigger language plpgsql as $$
      begin
        if new.email = 'broken.insert@gmail.test' then raise exception 'disk full'; end if;
        return new;
      end $$;
      create trigger refuse_broken_insert before insert on users
        for each row execute function refuse_broken_insert();`);
    try {
      const landed = await new Browser().signInWithGoogle(start, 'broken-sub');
      expectRow(landed, 'unable_to_create_user', AUTH_MESSAGES.google.afterCreation);
    } finally {
      await t.pool.query('drop trigger refuse_broken_insert on users; drop function refuse_broken_insert();');
    }
    const { rows } = await t.pool.query(
      `select count(*)::int as n from users where email = 'broken.insert@gmail.test'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('banned: the address is on the banned list', async () => {
    const landed = await new Browser().signInWithGoogle(start, 'banned-sub');
    expectRow(landed, 'EMAIL_BANNED', AUTH_MESSAGES.banned);
  });
});
