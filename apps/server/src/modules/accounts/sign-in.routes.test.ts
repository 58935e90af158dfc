import { AUTH_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import {
  freshEmail,
  getSession,
  lastMailTo,
  linkInMail,
  post,
  registerUser,
} from '../../test/accounts-helpers';
import { CookieJar, setCookies } from '../../test/cookies';
import { createTestContext } from '../../test/test-app';

// No case here uses a banned address (registration.routes.test.ts covers the banned list).
const t = await createTestContext();

describe('log in and out', () => {
  it('answers the spec message for an unknown user and a wrong password', async () => {
    const { email } = await registerUser(t);
    const unknown = await post(t, 'ou', '/api/accounts/login', {
      email: freshEmail(),
      password: 'secret123',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Incorrect. Please try again.');
    const wrong = await post(t, 'ou', '/api/accounts/login', { email, password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Wrong password!');
  });

  it('signs in, records Login, and logging out ends the session on the server', async () => {
    const { email } = await registerUser(t);
    const jar = new CookieJar();
    const res = await post(
      t,
      'ou',
      '/api/accounts/login',
      { email: email.toUpperCase(), password: 'secret123' },
      jar,
    );
    expect(res.statusCode).toBe(200);
    expect((await getSession(t, 'ou', jar))?.email).toBe(email);
    const stolen = jar.header;
    const events = await t.pool.query(
      `select count(*)::int as n from product_events where name = 'Login' and user_id = $1`,
      [res.json().user.id],
    );
    expect(events.rows[0].n).toBe(1);
    expect((await post(t, 'ou', '/api/accounts/logout', {}, jar)).statusCode).toBe(204);
    const replay = await t.request('ou', { method: 'GET', url: '/api/session', headers: { cookie: stolen } });
    expect(replay.json().user).toBeNull();
    const afterLogout = await t.request('ou', {
      method: 'POST',
      url: '/api/accounts/verify/resend',
      headers: { cookie: stolen },
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('keeps sessions per site', async () => {
    const { jar } = await registerUser(t);
    expect(await getSession(t, 'ou', jar)).not.toBeNull();
    expect(setCookies(await t.request('ut', { method: 'GET', url: '/api/session' }))).toEqual([]);
  });

  it('locks the account at the fifth wrong password, even for the right one, until a reset', async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 4; i++) {
      expect(
        (await post(t, 'ou', '/api/accounts/login', { email, password: `wrong-${i}` })).json().error.code,
      ).toBe('wrong_password');
    }
    const locked = await post(t, 'ou', '/api/accounts/login', { email, password: 'wrong-5th' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(AUTH_MESSAGES.login.tooManyAttempts);
    const right = await post(t, 'ou', '/api/accounts/login', { email, password: 'secret123' });
    expect(right.json().error.code).toBe('too_many_attempts');

    expect((await post(t, 'ou', '/api/accounts/password/forgot', { email })).statusCode).toBe(204);
    const token = (await linkInMail(t, email, '/reset-password')).searchParams.get('token')!;
    expect(
      (await post(t, 'ou', '/api/accounts/password/reset', { token, password: 'brandnew1' })).statusCode,
    ).toBe(204);
    expect((await post(t, 'ou', '/api/accounts/login', { email, password: 'brandnew1' })).statusCode).toBe(
      200,
    );
  });

  it('limits sign-in attempts per IP address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++)
      await post(t, 'ou', '/api/accounts/login', { email: freshEmail(), password: 'x1' }, undefined, ip);
    const res = await post(
      t,
      'ou',
      '/api/accounts/login',
      { email: freshEmail(), password: 'x1' },
      undefined,
      ip,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('too_many_attempts');
  });

  it('refuses a request from a foreign Origin', async () => {
    const { email } = await registerUser(t);
    const loginWith = (headers: Record<string, string>) =>
      t.request('ou', {
        method: 'POST',
        url: '/api/accounts/login',
        payload: { email, password: 'secret123' },
        headers,
      });
    const res = await loginWith({ origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_origin');
    expect((await loginWith({ origin: 'http://ut.localhost:3000' })).statusCode).toBe(403);
    const fetchMeta = await loginWith({ 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.statusCode).toBe(403);
  });
});

describe('sign-in links', () => {
  const linkIn = (email: string) => linkInMail(t, email, '/login/sent');

  it('signs an existing user in once, with the same e-mail only', async () => {
    const { email } = await registerUser(t);
    expect((await post(t, 'ou', '/api/accounts/magic-link', { email })).statusCode).toBe(204);
    const link = await linkIn(email);
    expect(link.origin).toBe('http://ou.localhost:3000');
    const token = link.searchParams.get('token')!;
    const wrong = await post(t, 'ou', '/api/accounts/magic-link/complete', { token, email: freshEmail() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Failed: Wrong Email.');
    const jar = new CookieJar();
    const ok = await post(t, 'ou', '/api/accounts/magic-link/complete', { token, email }, jar);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.verified).toBe(true);
    expect((await getSession(t, 'ou', jar))?.email).toBe(email);
    const again = await post(t, 'ou', '/api/accounts/magic-link/complete', { token, email });
    expect(again.json().error.code).toBe('wrong_email');
    // The link proved an unverified address: its prover is the only holder now, so the password set
    // before the proof is gone (pre-hijack.test.ts; a verified account keeps its password).
    expect(
      (await post(t, 'ou', '/api/accounts/login', { email, password: 'secret123' })).json().error.code,
    ).toBe('wrong_password');
  });

  it('registers a new user when the link carries first and last names', async () => {
    const email = freshEmail('linked');
    await post(t, 'ut', '/api/accounts/magic-link', { email, firstName: 'Lina', lastName: 'Park' });
    const link = await linkIn(email);
    expect(link.searchParams.get('first')).toBe('Lina');
    const res = await post(t, 'ut', '/api/accounts/magic-link/complete', {
      token: link.searchParams.get('token')!,
      email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email,
      firstName: 'Lina',
      lastName: 'P.',
      username: 'linapark',
      verified: true,
    });
  });

  it('refuses an unknown e-mail without names', async () => {
    const email = freshEmail();
    await post(t, 'ou', '/api/accounts/magic-link', { email });
    const token = (await linkIn(email)).searchParams.get('token')!;
    expect(
      (await post(t, 'ou', '/api/accounts/magic-link/complete', { token, email })).json().error.code,
    ).toBe('wrong_email');
  });
});

describe('password reset', () => {
  it('says when the user is unknown', async () => {
    const res = await post(t, 'ou', '/api/accounts/password/forgot', { email: freshEmail() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('User not found, try again!');
  });

  it('resets once: the new password works, the old one and the used link do not', async () => {
    const { email } = await registerUser(t);
    await post(t, 'ou', '/api/accounts/password/forgot', { email });
    const mail = await lastMailTo(t, email);
    expect(mail!.subject).toBe('Reset your OU Buy / Sell password');
    const link = await linkInMail(t, email, '/reset-password');
    expect(link.origin + link.pathname).toBe('http://ou.localhost:3000/reset-password');
    const token = link.searchParams.get('token')!;
    const short = await post(t, 'ou', '/api/accounts/password/reset', { token, password: '123' });
    expect(short.json().error.message).toBe('Password too short.');
    expect(
      (await post(t, 'ou', '/api/accounts/password/reset', { token, password: 'newpass99' })).statusCode,
    ).toBe(204);
    expect(
      (await post(t, 'ou', '/api/accounts/login', { email, password: 'secret123' })).json().error.code,
    ).toBe('wrong_password');
    expect((await post(t, 'ou', '/api/accounts/login', { email, password: 'newpass99' })).statusCode).toBe(
      200,
    );
    const reuse = await post(t, 'ou', '/api/accounts/password/reset', { token, password: 'another99' });
    expect(reuse.json().error.code).toBe('invalid_token');
  });
});

describe('the dev inbox', () => {
  it('lists mail newest first as JSON and as a page, and the worker captures it', async () => {
    const { email, jar } = await registerUser(t);
    await post(t, 'ou', '/api/accounts/verify/resend', {}, jar);
    const res = await t.request('localhost', {
      method: 'GET',
      url: `/api/dev/mail?to=${encodeURIComponent(email)}`,
    });
    const messages = res.json().messages;
    expect(messages).toHaveLength(2);
    expect(new Date(messages[0].createdAt) >= new Date(messages[1].createdAt)).toBe(true);
    expect(await t.deliverMail()).toBeGreaterThan(0);
    while ((await t.deliverMail()) > 0) {
      // drain the outbox: earlier tests queued more than one batch
    }
    const after = await t.request('localhost', {
      method: 'GET',
      url: `/api/dev/mail?to=${encodeURIComponent(email)}`,
    });
    expect(after.json().messages[0].state).toBe('captured');
    const page = await t.request('localhost', { method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Dev inbox');
  });
});
