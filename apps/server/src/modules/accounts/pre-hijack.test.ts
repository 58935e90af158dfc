import { beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '../../test/accounts-helpers';
import { CookieJar } from '../../test/cookies';
import { createTestContext, type TestContext } from '../../test/test-app';

// Red team: someone registers a victim's address before the victim does. When the
// victim proves the address, whoever proved it must be the only one holding the account.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const login = (email: string, password: string, jar?: CookieJar) =>
  accounts.post(t, 'ou', '/api/accounts/login', { email, password }, jar);

/** The attacker registers the victim's address with their own password and keeps the session. */
async function preHijack() {
  const victim = accounts.freshEmail('victim');
  const attacker = await accounts.registerUser(t, {
    email: victim,
    fullName: 'Eve Early',
    password: 'attacker1',
  });
  const second = new CookieJar();
  expect((await login(victim, 'attacker1', second)).statusCode).toBe(200);
  return { victim, attackerJars: [attacker.jar, second] };
}

async function expectAttackerOut(victim: string, attackerJars: CookieJar[]) {
  for (const jar of attackerJars) expect(await accounts.getSession(t, 'ou', jar)).toBeNull();
  expect((await login(victim, 'attacker1')).json().error.code).toBe('wrong_password');
}

describe('an address proven by someone else than its unverified registrant', () => {
  it('by a sign-in link: the registrant’s sessions and password die; the prover can set a password', async () => {
    const { victim, attackerJars } = await preHijack();
    expect((await accounts.post(t, 'ou', '/api/accounts/magic-link', { email: victim })).statusCode).toBe(
      204,
    );
    const token = (await accounts.linkInMail(t, victim, '/login/sent')).searchParams.get('token')!;
    const victimJar = new CookieJar();
    const done = await accounts.post(
      t,
      'ou',
      '/api/accounts/magic-link/complete',
      { token, email: victim },
      victimJar,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().user.verified).toBe(true);

    await expectAttackerOut(victim, attackerJars);
    expect((await accounts.getSession(t, 'ou', victimJar))?.email).toBe(victim);
    // What the victim adds now stays theirs.
    expect(
      (await accounts.post(t, 'ou', '/api/me/phone', { phone: '4055550123' }, victimJar)).statusCode,
    ).toBe(200);
    // The prover sets a password of their own through the reset e-mail.
    expect(
      (await accounts.post(t, 'ou', '/api/accounts/password/forgot', { email: victim })).statusCode,
    ).toBe(204);
    const reset = (await accounts.linkInMail(t, victim, '/reset-password')).searchParams.get('token')!;
    expect(
      (await accounts.post(t, 'ou', '/api/accounts/password/reset', { token: reset, password: 'victim123' }))
        .statusCode,
    ).toBe(204);
    expect((await login(victim, 'victim123')).statusCode).toBe(200);
  });

  it('by a password reset: the registrant’s sessions and password die and the address is verified', async () => {
    const { victim, attackerJars } = await preHijack();
    expect(
      (await accounts.post(t, 'ou', '/api/accounts/password/forgot', { email: victim })).statusCode,
    ).toBe(204);
    const token = (await accounts.linkInMail(t, victim, '/reset-password')).searchParams.get('token')!;
    expect(
      (await accounts.post(t, 'ou', '/api/accounts/password/reset', { token, password: 'victim123' }))
        .statusCode,
    ).toBe(204);
    await expectAttackerOut(victim, attackerJars);
    const victimJar = new CookieJar();
    const signedIn = await login(victim, 'victim123', victimJar);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.verified).toBe(true);
  });

  it('by the account code: the session that typed it is the only one left', async () => {
    const { victim, attackerJars } = await preHijack();
    const [typing, other] = attackerJars as [CookieJar, CookieJar];
    const code = await accounts.lastCodeTo(t, victim);
    expect((await accounts.post(t, 'ou', '/api/accounts/verify', { code }, typing)).statusCode).toBe(200);
    expect((await accounts.getSession(t, 'ou', typing))?.verified).toBe(true);
    expect(await accounts.getSession(t, 'ou', other)).toBeNull();
  });

  it('leaves a verified account’s password and sessions alone when it signs in by link', async () => {
    const owner = await accounts.registerUser(t);
    const code = await accounts.lastCodeTo(t, owner.email);
    expect((await accounts.post(t, 'ou', '/api/accounts/verify', { code }, owner.jar)).statusCode).toBe(200);
    await accounts.post(t, 'ou', '/api/accounts/magic-link', { email: owner.email });
    const token = (await accounts.linkInMail(t, owner.email, '/login/sent')).searchParams.get('token')!;
    expect(
      (await accounts.post(t, 'ou', '/api/accounts/magic-link/complete', { token, email: owner.email }))
        .statusCode,
    ).toBe(200);
    expect(await accounts.getSession(t, 'ou', owner.jar)).not.toBeNull();
    expect((await login(owner.email, 'secret123')).statusCode).toBe(200);
  });
});
