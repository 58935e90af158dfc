import { AUTOMOD_MESSAGES as A } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, linkInMail, post, verifiedUser } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
const refusal = { code: 'disposable_email', message: A.disposableEmail };

beforeAll(async () => {
  t = await createTestContext();
});

// Every way an address becomes an account's takes the sign-up's rule (automod.routes.test.ts has the
// password sign-up); an account already there keeps signing in.
describe('disposable e-mail domains, past the password sign-up', () => {
  it('refuse a sign-up link, and a link sent earlier to such an address makes no account', async () => {
    const names = { firstName: 'Dee', lastName: 'Sposable' };
    const asked = await post(t, 'ou', '/api/accounts/magic-link', { email: 'dee@mailinator.com', ...names });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toEqual(refusal);

    // Without names the link goes out (it may sign in an existing account), but completing it with
    // names makes no account at a disposable address.
    const email = 'late@mailinator.com';
    expect((await post(t, 'ou', '/api/accounts/magic-link', { email })).statusCode).toBe(204);
    const token = (await linkInMail(t, email, '/login/sent')).searchParams.get('token')!;
    const res = await post(t, 'ou', '/api/accounts/magic-link/complete', { token, email, ...names });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(refusal);
    const { rows } = await t.pool.query('select 1 from users where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('refuse a new login address at one, before any code is sent', async () => {
    const { jar } = await verifiedUser(t);
    const res = await post(t, 'ou', '/api/me/email', { email: 'moved@mailinator.com' }, jar);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(refusal);
    const { rows } = await t.pool.query(`select 1 from mail where "to" = 'moved@mailinator.com'`);
    expect(rows).toEqual([]);
    // An ordinary new address is still taken.
    expect((await post(t, 'ou', '/api/me/email', { email: freshEmail('moved') }, jar)).statusCode).toBe(204);
  });
});
