// A campus whose short name changed keeps its old address working; a retired campus refuses sign-up
// before any account exists.
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../test/accounts-helpers';
import { CookieJar } from '../test/cookies';
import { createTestContext, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.pool.query(`update campuses set short_name = 'Sooners' where id = 'ou'`);
  await t.app.campuses.reload();
});

describe('a renamed campus', () => {
  it('redirects a page on the old address to the same page on the new one', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/post/abc?tab=photos' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('http://sooners.localhost:3000/post/abc?tab=photos');
    const now = await t.request('sooners', { method: 'GET', url: '/api/campus' });
    expect(now.json()).toMatchObject({ id: 'ou', shortName: 'Sooners' });
  });

  it("answers the old address's API requests for the campus (an open tab keeps working)", async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/campus' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'ou', url: 'http://sooners.localhost:3000' });
  });

  it('still 404s a host that never was a campus', async () => {
    expect((await t.request('nowhere', { method: 'GET', url: '/api/campus' })).statusCode).toBe(404);
  });
});

describe('a retired campus', () => {
  it('refuses sign-up up front: no account, no code', async () => {
    await t.pool.query(`update campuses set retired_at = now() where id = 'ut'`);
    await t.app.campuses.reload();
    const email = `late.${Date.now()}@example.com`;
    const res = await post(
      t,
      'ut',
      '/api/accounts/register',
      { email, fullName: 'Late Comer', password: 'secret123', acceptTerms: true },
      new CookieJar(),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('campus_retired');
    const { rows } = await t.pool.query('select count(*)::int as n from users where email = $1', [email]);
    expect(rows[0].n).toBe(0);
  });
});
