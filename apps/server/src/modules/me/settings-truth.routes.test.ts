import { beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, linkInMail, post, registerUser, verifiedUser } from '../../test/accounts-helpers';
import { CookieJar } from '../../test/cookies';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const passwordStatus = (jar?: CookieJar) =>
  t.request('ou', { method: 'GET', url: '/api/me/password', headers: jar ? { cookie: jar.header } : {} });

/** A new account made by an e-mail sign-in link: it has no password. */
async function linkOnlyUser() {
  const email = freshEmail('linkonly');
  await post(t, 'ou', '/api/accounts/magic-link', { email, firstName: 'Lina', lastName: 'Park' });
  const link = await linkInMail(t, email, '/login/sent');
  const jar = new CookieJar();
  const res = await post(
    t,
    'ou',
    '/api/accounts/magic-link/complete',
    { token: link.searchParams.get('token')!, email },
    jar,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { jar, email };
}

describe('whether the account has a password', () => {
  it('says so for an account registered with a password', async () => {
    const { jar } = await verifiedUser(t);
    const res = await passwordStatus(jar);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasPassword: true });
  });

  it('says not for an account made by a sign-in link, until a reset link sets one', async () => {
    const { jar, email } = await linkOnlyUser();
    expect((await passwordStatus(jar)).json()).toEqual({ hasPassword: false });

    expect((await post(t, 'ou', '/api/accounts/password/forgot', { email })).statusCode).toBe(204);
    const token = (await linkInMail(t, email, '/reset-password')).searchParams.get('token')!;
    const reset = await post(t, 'ou', '/api/accounts/password/reset', { token, password: 'brandnew1' });
    expect(reset.statusCode, reset.body).toBe(204);
    const signedIn = new CookieJar();
    const login = await post(t, 'ou', '/api/accounts/login', { email, password: 'brandnew1' }, signedIn);
    expect(login.statusCode, login.body).toBe(200);
    expect((await passwordStatus(signedIn)).json()).toEqual({ hasPassword: true });
  });

  it('answers only the signed-in person, about themselves', async () => {
    expect((await passwordStatus()).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await passwordStatus(unverified.jar)).json()).toEqual({ hasPassword: true });
  });
});

describe('the minimum age of the Terms', () => {
  const thisYear = new Date().getUTCFullYear();

  it('refuses a birth date under 16 with a sentence and keeps the stored one', async () => {
    const { jar } = await verifiedUser(t);
    expect(
      (await post(t, 'ou', '/api/me/birth-date', { month: 'March', day: 14, year: 2001 }, jar)).statusCode,
    ).toBe(200);
    for (const year of [thisYear - 10, thisYear - 15, 2021]) {
      const res = await post(t, 'ou', '/api/me/birth-date', { month: 'January', day: 1, year }, jar);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'under_minimum_age',
        message: 'You must be at least 16 years old to use this site.',
      });
    }
    const session = await t.request('ou', {
      method: 'GET',
      url: '/api/session',
      headers: { cookie: jar.header },
    });
    expect(session.json().user.birthDate).toEqual({ month: 'March', day: 14, year: 2001 });
  });

  it('takes someone who turned 16 this year before today', async () => {
    const { jar } = await verifiedUser(t);
    const res = await post(
      t,
      'ou',
      '/api/me/birth-date',
      { month: 'January', day: 1, year: thisYear - 16 },
      jar,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
