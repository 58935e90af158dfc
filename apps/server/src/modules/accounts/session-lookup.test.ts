import { beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, registerUser } from '../../test/accounts-helpers';
import { CookieJar, setCookies } from '../../test/cookies';
import { countQueries } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const sessionCookieOf = (jar: CookieJar) => jar.header.match(/campus\.session_token=([^;]+)/)![1]!;
const withCookie = (cookie: string) =>
  t.request('ou', { method: 'GET', url: '/api/session', headers: { cookie } });

describe('the session lookup', () => {
  it('finds a current session in one query and sets no cookie', async () => {
    const { jar, user } = await registerUser(t);
    let res: Awaited<ReturnType<typeof withCookie>> | undefined;
    const queries = await countQueries(t.pool, async () => {
      res = await withCookie(jar.header);
    });
    expect(res!.json().user.id).toBe(user.id);
    expect(queries).toBe(1);
    expect(setCookies(res!)).toEqual([]);
  });

  it('treats a forged or tampered cookie as a guest, without a query', async () => {
    const { jar } = await registerUser(t);
    const value = decodeURIComponent(sessionCookieOf(jar));
    const [token, signature] = [
      value.slice(0, value.lastIndexOf('.')),
      value.slice(value.lastIndexOf('.') + 1),
    ];
    const forged = [
      `${token}x.${signature}`,
      `${token}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${token}.${signature.replace(/\+/g, '-').replace(/\//g, '_')}x`,
      token,
      `.${signature}`,
    ];
    for (const cookie of forged) {
      let res: Awaited<ReturnType<typeof withCookie>> | undefined;
      const queries = await countQueries(t.pool, async () => {
        res = await withCookie(`campus.session_token=${encodeURIComponent(cookie)}`);
      });
      expect(res!.json().user, cookie).toBeNull();
      expect(queries).toBe(0);
    }
  });

  it('ends at logout: the same cookie is a guest at once', async () => {
    const { jar } = await registerUser(t);
    const cookie = jar.header;
    expect((await post(t, 'ou', '/api/accounts/logout', {}, jar)).statusCode).toBe(204);
    expect((await withCookie(cookie)).json().user).toBeNull();
  });

  it('leaves an expired session to better-auth: a guest, its cookie cleared and its row deleted', async () => {
    const { jar, user } = await registerUser(t);
    await t.pool.query(`update sessions set expires_at = now() - interval '1 minute' where user_id = $1`, [
      user.id,
    ]);
    const res = await withCookie(jar.header);
    expect(res.json().user).toBeNull();
    expect(setCookies(res).some((c) => /^campus\.session_token=;/.test(c) || /Max-Age=0/i.test(c))).toBe(
      true,
    );
    const left = await t.pool.query('select 1 from sessions where user_id = $1', [user.id]);
    expect(left.rowCount).toBe(0);
  });

  it('leaves a session due for its daily refresh to better-auth, which extends it and sets the cookie', async () => {
    const { jar, user } = await registerUser(t);
    await t.pool.query(
      `update sessions set expires_at = now() + interval '28 days', updated_at = now() - interval '2 days'
       where user_id = $1`,
      [user.id],
    );
    const res = await withCookie(jar.header);
    expect(res.json().user.id).toBe(user.id);
    expect(setCookies(res).some((c) => c.startsWith('campus.session_token='))).toBe(true);
    const { rows } = await t.pool.query<{ days: number }>(
      `select extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = $1`,
      [user.id],
    );
    expect(Number(rows[0]!.days)).toBeGreaterThan(29.9);
    // Current again: the next lookup is the one query.
    const again = new CookieJar().take(res);
    expect((await getSession(t, 'ou', again))?.id).toBe(user.id);
  });

  it('clears a stale cookie-cache cookie through better-auth, and still finds the session', async () => {
    const { jar, user } = await registerUser(t);
    const res = await withCookie(`${jar.header}; campus.session_data=stale`);
    expect(res.json().user.id).toBe(user.id);
    expect(setCookies(res).some((c) => c.startsWith('campus.session_data='))).toBe(true);
  });
});
