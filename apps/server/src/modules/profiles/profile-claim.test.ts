import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freshEmail,
  getSession,
  lastMailTo,
  linkInMail,
  memberOf,
  post,
  registerUser,
} from '../../test/accounts-helpers';
import { CookieJar } from '../../test/cookies';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

/** An account that registered and never proved its address (its profile shows 'Claim this account'). */
async function unclaimed(fullName = 'Cleo Unclaimed') {
  const registered = await registerUser(t, { email: freshEmail('claim'), fullName });
  return { email: registered.email, username: registered.user.username as string };
}

const claim = (username: string, jar?: CookieJar, ip?: string) =>
  post(t, 'ou', `/api/profiles/${username}/claim`, {}, jar, ip);

describe("POST /api/profiles/:username/claim ('Claim this account')", () => {
  it("e-mails a sign-in link to the profile's own address without telling the clicker", async () => {
    const { email, username } = await unclaimed();
    const res = await claim(username);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const link = await linkInMail(t, email, '/login/sent');
    expect(link.origin).toBe('http://ou.localhost:3000');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.has('first')).toBe(false);

    // The holder of the inbox opens it, types the address, and holds the account, verified.
    const jar = new CookieJar();
    const done = await post(
      t,
      'ou',
      '/api/accounts/magic-link/complete',
      { token: link.searchParams.get('token'), email },
      jar,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ username, verified: true });
    expect((await getSession(t, 'ou', jar))?.username).toBe(username);
  });

  it('sends the link to the owner, never to a signed-in clicker', async () => {
    const { email, username } = await unclaimed('Omar Owner');
    const clicker = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Carl Clicker' });
    const before = await lastMailTo(t, clicker.email);
    expect((await claim(username, clicker.jar)).statusCode).toBe(204);
    expect((await lastMailTo(t, email))?.subject).toMatch(/sign/i);
    expect(await lastMailTo(t, clicker.email)).toEqual(before);
  });

  it('refuses a verified account (nothing to claim) and an unknown username', async () => {
    const member = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Vera Verified' });
    const verified = await claim(member.user.username);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error).toEqual({
      code: 'already_verified',
      message: AUTH_MESSAGES.claim.alreadyVerified,
    });
    const missing = await claim('nobody-at-all');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(PROFILE_MESSAGES.missingTitle);
  });

  it('shares the sign-in link limits of the address: five an hour, whichever route sends them', async () => {
    const { email, username } = await unclaimed('Lim Itless');
    for (let i = 0; i < 3; i++)
      expect((await post(t, 'ou', '/api/accounts/magic-link', { email })).statusCode).toBe(204);
    for (let i = 0; i < 2; i++) expect((await claim(username)).statusCode).toBe(204);
    const sixth = await claim(username);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(AUTH_MESSAGES.login.tooManyAttempts);
  });

  it('limits one address asking for many profiles (the per-IP link limit, 20 an hour)', async () => {
    const ip = '10.9.9.9';
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => unclaimed(`Ip Person${'x'.repeat(n)}`)));
    for (const p of people.slice(0, 5))
      for (let i = 0; i < 4; i++) expect((await claim(p.username, undefined, ip)).statusCode).toBe(204);
    expect((await claim(people[5]!.username, undefined, ip)).statusCode).toBe(429);
    expect((await claim(people[5]!.username)).statusCode).toBe(204);
  });
});
