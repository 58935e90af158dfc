// Campus changes reach every instance: two app instances on one database and the PostgreSQL bus.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { send } from '../../test/ads-helpers';
import { rice } from '../../test/campus-admin-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator } from '../../test/moderation-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: CookieJar;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await administrator(t)).jar;
});

describe('every instance', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestContext({}, { databaseUrl: t.config.DATABASE_URL, bus: 'postgres' });
    second = await createTestContext({}, { databaseUrl: t.config.DATABASE_URL, bus: 'postgres' });
  });

  it('hears of a change made through another instance, through the PostgreSQL bus', async () => {
    expect((await second.request('baylor', { method: 'GET', url: '/api/campus' })).statusCode).toBe(404);
    const res = await send(
      first,
      'POST',
      '/api/admin/campuses',
      admin,
      { ...rice, name: 'Baylor University', shortName: 'Baylor', emailDomains: ['baylor.edu'] },
      'ou',
    );
    expect(res.statusCode, res.body).toBe(201);
    await vi.waitFor(
      async () => {
        const site = await second.request('baylor', { method: 'GET', url: '/api/campus' });
        expect(site.statusCode).toBe(200);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(second.app.campuses.byId('baylor')?.name).toBe('Baylor University');
    // The instance of the test's own context (the in-memory bus) reloads only when told.
    expect(t.app.campuses.byId('baylor')).toBeUndefined();
    await t.app.campuses.reload();
    expect(t.app.campuses.byId('baylor')?.shortName).toBe('Baylor');
  });
});
