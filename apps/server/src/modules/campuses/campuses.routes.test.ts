import { CAMPUS_CATALOGUE } from '@campus/domain';
import { OU_CAMPUS } from '@campus/domain/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('GET /api/campus', () => {
  it('answers OU at Host ou.localhost', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/campus' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(OU_CAMPUS);
  });

  it('answers the hub at the base domain', async () => {
    const res = await t.request('localhost', { method: 'GET', url: '/api/campus' });
    expect(res.json()).toMatchObject({
      id: 'campus',
      name: 'Campus',
      isHub: true,
      url: 'http://localhost:3000',
    });
  });

  it('says whether Google sign-in is configured, so the pages offer only the methods that are', async () => {
    const off = await t.request('ou', { method: 'GET', url: '/api/campus' });
    expect(off.json().googleSignIn).toBe(false);
    const google = await createTestContext({ GOOGLE_CLIENT_ID: 'app', GOOGLE_CLIENT_SECRET: 'secret' });
    const on = await google.request('ou', { method: 'GET', url: '/api/campus' });
    expect(on.json().googleSignIn).toBe(true);
  });

  it('404s for an unknown campus host', async () => {
    const res = await t.request('nowhere', { method: 'GET', url: '/api/campus' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'campus_not_found', message: "This page doesn't exist." } });
  });
});

describe('the catalogue', () => {
  it('lists all 21 campuses', async () => {
    const res = await t.request('localhost', { method: 'GET', url: '/api/campuses' });
    const ids = res.json().campuses.map((c: { id: string }) => c.id);
    expect(ids).toHaveLength(21);
    expect(new Set(ids)).toEqual(new Set(CAMPUS_CATALOGUE.map((c) => c.id)));
  });

  it('seeds idempotently', async () => {
    await seedCatalogue(t.db);
    await seedCatalogue(t.db);
    const { rows } = await t.pool.query('select count(*)::int as n from campuses');
    expect(rows[0].n).toBe(21);
  });

  it('seeds a new database only: a restart keeps what administrators changed', async () => {
    await t.pool.query(
      `update campuses set color = '#000001', email_domains = '{ou.edu,sooners.ou.edu}' where id = 'ou'`,
    );
    await t.pool.query(`update campuses set retired_at = now() where id = 'asu'`);
    await seedCatalogue(t.db);
    const { rows } = await t.pool.query(`select color, email_domains from campuses where id = 'ou'`);
    expect(rows[0]).toEqual({ color: '#000001', email_domains: ['ou.edu', 'sooners.ou.edu'] });
    const { rows: zones } = await t.pool.query(
      `select id, time_zone from campuses where id in ('ucla', 'asu') order by id`,
    );
    expect(zones).toEqual([
      { id: 'asu', time_zone: 'America/Phoenix' },
      { id: 'ucla', time_zone: 'America/Los_Angeles' },
    ]);
    await t.app.campuses.reload();
    const ids = (await t.request('localhost', { method: 'GET', url: '/api/campuses' }))
      .json()
      .campuses.map((c: { id: string }) => c.id);
    expect(ids).toHaveLength(20);
    expect(ids).not.toContain('asu');
    // A retired campus's own site still answers.
    expect((await t.request('asu', { method: 'GET', url: '/api/campus' })).statusCode).toBe(200);
    await t.pool.query(`update campuses set color = '#841617', email_domains = '{ou.edu}' where id = 'ou'`);
    await t.pool.query(`update campuses set retired_at = null where id = 'asu'`);
    await t.app.campuses.reload();
  });

  it('serves a drawn SVG logo, and 404s an unknown one', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/campuses/ou/logo.svg' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('University of Oklahoma logo');
    const missing = await t.request('ou', { method: 'GET', url: '/api/campuses/zz/logo.svg' });
    expect(missing.statusCode).toBe(404);
  });
});
