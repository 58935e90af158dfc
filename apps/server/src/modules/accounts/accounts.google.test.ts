import { describe, expect, it } from 'vitest';
import { getSession, post, registerUser } from '../../test/accounts-helpers';
import { useGoogleSignIn } from '../../test/google-idp';

const google = useGoogleSignIn({ BANNED_EMAILS: 'banned@gmail.test' });

/** GET /api/session on OU with the cookies the browser holds for it. */
const sessionOnOu = (browser: { cookieFor(host: string): string }) =>
  google.t.app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { host: 'ou.localhost:3000', cookie: browser.cookieFor('ou.localhost:3000') },
  });

describe('Google sign-in (OpenID Connect)', () => {
  it('creates a verified user with the derived username and signs them in on the campus', async () => {
    const browser = google.browser();
    const landed = await browser.signInWithGoogle(
      'http://ou.localhost:3000/api/accounts/google?redirect=/home',
      'alice-sub',
    );
    expect(landed.toString()).toBe('http://ou.localhost:3000/home');
    const session = await sessionOnOu(browser);
    expect(session.json().user).toMatchObject({
      email: 'alice.gee@gmail.test',
      firstName: 'Alice',
      lastName: 'G.',
      username: 'alicegee',
      verified: true,
    });
    const events = await google.t.pool.query(
      `select e.name from product_events e join users u on u.id = e.user_id where u.email = 'alice.gee@gmail.test' order by e.created_at`,
    );
    expect(events.rows.map((r) => r.name)).toEqual(['Complete Registration', 'Login']);
    expect(browser.cookieFor('localhost:3000')).toBe('');
  });

  it('takes a Google-verified school address as the school verification: a member of OU at once', async () => {
    const browser = google.browser();
    await browser.signInWithGoogle(
      'http://ou.localhost:3000/api/accounts/google?redirect=/home',
      'school-sub',
    );
    const session = await sessionOnOu(browser);
    expect(session.json().user).toMatchObject({
      email: 'sam.school@ou.edu',
      schoolVerified: true,
      schoolEmail: 'sam.school@ou.edu',
      campusId: 'ou',
    });
  });

  it('gives a second person with the same name the next free username', async () => {
    const browser = google.browser();
    await browser.signInWithGoogle('http://ou.localhost:3000/api/accounts/google', 'alice2-sub');
    const { rows } = await google.t.pool.query(
      `select username from users where email = 'other.alice@gmail.test'`,
    );
    expect(rows[0].username).toBe('alicegee-2');
  });

  it('sends a hub sign-in to the school search', async () => {
    const landed = await google
      .browser()
      .signInWithGoogle('http://localhost:3000/api/accounts/google?redirect=/home', 'hub-sub');
    expect(landed.pathname).toBe('/search_schools');
  });

  it('refuses a banned e-mail without creating the user', async () => {
    const landed = await google
      .browser()
      .signInWithGoogle('http://ou.localhost:3000/api/accounts/google', 'banned-sub');
    expect(landed.pathname).toBe('/user_registration');
    expect(landed.searchParams.get('error')).toBe('EMAIL_BANNED');
    const { rows } = await google.t.pool.query(
      `select count(*)::int as n from users where email = 'banned@gmail.test'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('proving a pre-registered address ends the registrant’s sessions and password (pre-hijack)', async () => {
    const email = 'pre.hijacked@gmail.test';
    const attacker = await registerUser(google.t, { email, fullName: 'Eve Early', password: 'attacker1' });
    const browser = google.browser();
    const landed = await browser.signInWithGoogle(
      'http://ou.localhost:3000/api/accounts/google',
      'victim-sub',
    );
    expect(landed.pathname).not.toBe('/user_registration');
    const session = await sessionOnOu(browser);
    expect(session.json().user).toMatchObject({ email, verified: true });
    expect(await getSession(google.t, 'ou', attacker.jar)).toBeNull();
    const login = await post(google.t, 'ou', '/api/accounts/login', { email, password: 'attacker1' });
    expect(login.json().error.code).toBe('wrong_password');
  });
});
