import { AUTH_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freshEmail,
  getSession,
  lastCodeTo,
  lastMailTo,
  post,
  registerUser,
} from '../../test/accounts-helpers';
import { CookieJar, setCookies } from '../../test/cookies';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ BANNED_EMAILS: 'banned@example.com,Also.Banned@example.com' });
});

describe('the entry flow', () => {
  it('tells whether an e-mail has an account', async () => {
    const { email } = await registerUser(t);
    expect((await post(t, 'ou', '/api/accounts/check-email', { email: email.toUpperCase() })).json()).toEqual(
      { exists: true },
    );
    expect((await post(t, 'ou', '/api/accounts/check-email', { email: freshEmail() })).json()).toEqual({
      exists: false,
    });
    const bad = await post(t, 'ou', '/api/accounts/check-email', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('registration', () => {
  it('creates an unverified account, signs it in with an HttpOnly cookie and e-mails a code', async () => {
    const jar = new CookieJar();
    const email = freshEmail();
    const res = await post(
      t,
      'ou',
      '/api/accounts/register',
      { email, fullName: 'mary ann smith', password: 'secret123', acceptTerms: true },
      jar,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email,
      firstName: 'Mary',
      lastName: 'S.',
      username: 'marysmith',
      verified: false,
      schoolVerified: false,
      profileSetUp: false,
      type: 'individual',
      emailNotifications: true,
      availableFunds: 0,
    });
    const cookie = setCookies(res).find((c) => c.startsWith('campus.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toMatch(/^\d{4} is your OU Buy \/ Sell verification code$/);
    const code = mail!.subject.slice(0, 4);
    expect(Number(code)).toBeGreaterThanOrEqual(1000);
    expect(mail!.html).toContain(code);
    expect(mail!.html).toContain('Codes expire after two hours.');
    const events = await t.pool.query(`select name from product_events where user_id = $1`, [
      res.json().user.id,
    ]);
    expect(events.rows.map((r) => r.name)).toContain('Complete Registration');
  });

  it('adds -2, -3 to a username that is taken', async () => {
    const a = await registerUser(t, { fullName: 'Sam Taken' });
    const b = await registerUser(t, { fullName: 'Sam Taken' });
    const c = await registerUser(t, { fullName: 'Sam Taken' });
    expect([a.user.username, b.user.username, c.user.username]).toEqual([
      'samtaken',
      'samtaken-2',
      'samtaken-3',
    ]);
  });

  it.each([
    [{ email: 'banned@example.com' }, 403, AUTH_MESSAGES.banned],
    [{ email: 'ALSO.banned@example.com' }, 403, AUTH_MESSAGES.banned],
    [{ password: '12345' }, 400, 'Password too short.'],
    [{ fullName: 'Jane' }, 400, 'Name is Invalid'],
    [{ fullName: 'Jane D0e' }, 400, 'Your Name is Invalid.'],
    [{ email: 'not-an-email' }, 400, 'Invalid email address.'],
  ])('refuses %j with %s %s', async (override, status, message) => {
    const res = await post(t, 'ou', '/api/accounts/register', {
      email: freshEmail(),
      fullName: 'Jane Doe',
      password: 'secret123',
      acceptTerms: true,
      ...override,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses an e-mail already taken', async () => {
    const { email } = await registerUser(t);
    const res = await post(t, 'ou', '/api/accounts/register', {
      email,
      fullName: 'Jane Doe',
      password: 'secret123',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'email_taken', message: 'Email has already been taken.' });
  });

  it('refuses without the terms accepted', async () => {
    const res = await post(t, 'ou', '/api/accounts/register', {
      email: freshEmail(),
      fullName: 'Jane Doe',
      password: 'secret123',
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the account code', () => {
  it('verifies with the e-mailed code, and says which code is wrong', async () => {
    const { jar, email } = await registerUser(t);
    const code = await lastCodeTo(t, email);
    const empty = await post(t, 'ou', '/api/accounts/verify', { code: '' }, jar);
    expect(empty.json().error.message).toBe('Please enter verification code');
    const wrong = await post(
      t,
      'ou',
      '/api/accounts/verify',
      { code: code === '1000' ? '1001' : '1000' },
      jar,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Your code was incorrect. Please try again.');
    const ok = await post(t, 'ou', '/api/accounts/verify', { code }, jar);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.verified).toBe(true);
    expect((await getSession(t, 'ou', jar))?.verified).toBe(true);
  });

  it('refuses the right code after five wrong tries, and a resent code works', async () => {
    const { jar, email } = await registerUser(t);
    const code = await lastCodeTo(t, email);
    const wrongCode = code === '9999' ? '9998' : String(Number(code) + 1);
    for (let i = 0; i < 5; i++)
      expect((await post(t, 'ou', '/api/accounts/verify', { code: wrongCode }, jar)).statusCode).toBe(400);
    const sixth = await post(t, 'ou', '/api/accounts/verify', { code }, jar);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.code).toBe('code_incorrect');
    expect((await post(t, 'ou', '/api/accounts/verify/resend', {}, jar)).statusCode).toBe(204);
    const fresh = await lastCodeTo(t, email);
    expect((await post(t, 'ou', '/api/accounts/verify', { code: fresh }, jar)).json().user.verified).toBe(
      true,
    );
  });

  it('refuses a guest', async () => {
    expect((await post(t, 'ou', '/api/accounts/verify', { code: '1234' })).statusCode).toBe(401);
    expect((await post(t, 'ou', '/api/accounts/verify/resend', {})).statusCode).toBe(401);
  });
});
