// Each row of the spec's Google sign-in error table (accounts-and-money §8), reached against the
// local provider: the failed sign-in lands on /user_registration with the code of that row.
import { AUTH_MESSAGES, googleErrorMessage, googleErrorRow } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../platform/database/embedded-postgres';
import { registerUser } from '../../test/accounts-helpers';
import { GOOGLE_CLIENT, useGoogleSignIn } from '../../test/google-idp';
import { createTestContext, type TestContext } from '../../test/test-app';

const google = useGoogleSignIn({ BANNED_EMAILS: 'banned@gmail.test' });

describe("Google sign-in errors: each row of the spec's table is reached (accounts-and-money §8)", () => {
  const start = 'http://ou.localhost:3000/api/accounts/google';
  let offline: TestContext;

  beforeAll(async () => {
    // Google configured, but nothing answers at its address.
    offline = await createTestContext({
      ...GOOGLE_CLIENT,
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
    const landed = await google.browser().signInWithGoogle(start, 'plain-sub', {
      idpError: 'temporarily_unavailable',
    });
    expectRow(landed, 'temporarily_unavailable', AUTH_MESSAGES.google.network);
  });

  it('cancelled: Cancel at Google, or a sign-in that comes back to a browser no longer waiting for it', async () => {
    expectRow(
      await google.browser().signInWithGoogle(start, 'plain-sub', { cancel: true }),
      'access_denied',
      AUTH_MESSAGES.google.cancelled,
    );
    let callback = '';
    await google.browser().signInWithGoogle(start, 'plain-sub', {
      callback: (url) => {
        callback = url.toString();
      },
    });
    const elsewhere = await google.browser().open(callback);
    expectRow(new URL(elsewhere.location!, callback), 'state_mismatch', AUTH_MESSAGES.google.cancelled);
  });

  it('different credentials: the address has an account and Google has not verified it', async () => {
    const { user } = await registerUser(google.t, {
      email: 'has.password@gmail.test',
      fullName: 'Has Password',
    });
    const landed = await google.browser().signInWithGoogle(start, 'unproven-sub');
    expectRow(landed, 'account_not_linked', AUTH_MESSAGES.google.differentCredentials);
    const { rows } = await google.t.pool.query(
      `select count(*)::int as n from accounts where user_id = $1 and provider_id = 'google'`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('invalid credentials: Google refuses the code at the token exchange', async () => {
    const landed = await google.browser().signInWithGoogle(start, 'plain-sub', {
      callback: (url) => url.searchParams.set('code', 'forged-code'),
    });
    expectRow(landed, 'invalid_code', AUTH_MESSAGES.google.invalidCredential);
  });

  it("disabled: Google refuses this app for the account (its administrator's policy)", async () => {
    const landed = await google.browser().signInWithGoogle(start, 'plain-sub', {
      idpError: 'unauthorized_client',
    });
    expectRow(landed, 'unauthorized_client', AUTH_MESSAGES.google.disabled);
  });

  it('not found: Google gives no e-mail address', async () => {
    const landed = await google.browser().signInWithGoogle(start, 'noemail-sub');
    expectRow(landed, 'email_not_found', AUTH_MESSAGES.google.notFound);
  });

  it('wrong password: Google could not confirm who is signing in', async () => {
    const landed = await google.browser().signInWithGoogle(start, 'plain-sub', {
      authorize: (url) => url.searchParams.set('prompt', 'none'),
    });
    expectRow(landed, 'login_required', AUTH_MESSAGES.google.wrongPassword);
  });

  it('other: any failure without a row of its own (here a request Google does not accept)', async () => {
    const landed = await google.browser().signInWithGoogle(start, 'plain-sub', {
      authorize: (url) => url.searchParams.set('scope', 'email profile'),
    });
    expect(googleErrorRow('invalid_request')).toBe('other');
    expectRow(landed, 'invalid_request', AUTH_MESSAGES.google.other);
  });

  it('after creation: Google said yes, then making our account failed (nothing half-made)', async () => {
    await google.t.pool.query(`
      create function refuse_broken_insert() returns trigger language plpgsql as $$
      begin
        if new.email = 'broken.insert@gmail.test' then raise exception 'disk full'; end if;
        return new;
      end $$;
      create trigger refuse_broken_insert before insert on users
        for each row execute function refuse_broken_insert();`);
    try {
      const landed = await google.browser().signInWithGoogle(start, 'broken-sub');
      expectRow(landed, 'unable_to_create_user', AUTH_MESSAGES.google.afterCreation);
    } finally {
      await google.t.pool.query(
        'drop trigger refuse_broken_insert on users; drop function refuse_broken_insert();',
      );
    }
    const { rows } = await google.t.pool.query(
      `select count(*)::int as n from users where email = 'broken.insert@gmail.test'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('banned: the address is on the banned list', async () => {
    const landed = await google.browser().signInWithGoogle(start, 'banned-sub');
    expectRow(landed, 'EMAIL_BANNED', AUTH_MESSAGES.banned);
  });
});
