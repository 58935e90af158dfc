import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, registerUser } from '../../test/accounts-helpers';
import { Browser as IdpBrowser, type LocalIdp, startLocalIdp } from '../../test/google-idp';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let idp: LocalIdp;

beforeAll(async () => {
  idp = await startLocalIdp();
  t = await createTestContext({ ...idp.env, BANNED_EMAILS: 'banned@gmail.test' });
});

afterAll(async () => {
  await idp.close();
});

/** A browser on this file's app and provider. */
class Browser extends IdpBrowser {
  constructor() {
    super(t.app, idp.issuer);
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
