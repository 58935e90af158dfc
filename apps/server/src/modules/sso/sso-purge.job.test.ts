// The sso-purge job: stale sign-in requests and spent assertion IDs go, live ones stay; scheduled in
// pg-boss (one run for all instances), and a queued run does the same work.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.jobs.stop(1000);
});

const ids = async (table: 'sso_requests' | 'sso_assertions') =>
  (
    await t.pool.query(
      `select ${table === 'sso_requests' ? 'id' : 'assertion_id'} as id from ${table} order by 1`,
    )
  ).rows.map((r) => r.id as string);

async function seed(prefix: string) {
  await t.pool.query(
    `insert into sso_requests (id, campus_id, return_to, created_at) values
       ($1 || '-stale', 'ou', '/home', now() - interval '11 minutes'),
       ($1 || '-live', 'ou', '/home', now() - interval '2 minutes')`,
    [prefix],
  );
  await t.pool.query(
    `insert into sso_assertions (campus_id, assertion_id, expires_at) values
       ('ou', $1 || '-spent', now() - interval '1 minute'),
       ('ou', $1 || '-live', now() + interval '4 minutes')`,
    [prefix],
  );
}

describe('the sso-purge job', () => {
  it('forgets requests past their answer time and assertion IDs past NotOnOrAfter, nothing else', async () => {
    await seed('_a');
    await t.app.ssoPurge.runOnce();
    expect(await ids('sso_requests')).toEqual(['_a-live']);
    expect(await ids('sso_assertions')).toEqual(['_a-live']);
    // A live assertion ID stays until its time: a replay until then is still refused.
    await t.app.ssoPurge.runOnce(new Date(Date.now() + 5 * 60_000));
    expect(await ids('sso_assertions')).toEqual([]);
  });

  it('is scheduled in pg-boss, and a queued run purges', async () => {
    await t.pool.query('delete from sso_requests');
    await seed('_b');
    await t.jobs.start();
    const { rows } = await t.pool.query(`select cron from pgboss.schedule where name = 'sso-purge'`);
    expect(rows).toEqual([{ cron: '17 * * * *' }]);
    await t.jobs.send('sso-purge');
    await vi.waitFor(async () => expect(await ids('sso_requests')).toEqual(['_b-live']), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await ids('sso_assertions')).toEqual(['_b-live']);
  });
});
