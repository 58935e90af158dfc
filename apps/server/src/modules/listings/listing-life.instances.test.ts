// The listing-life and away-end jobs on a cluster: three app instances on one database. Runs at the
// same moment on every instance, and pg-boss runs asked of each, remind, expire and end away once.
import { describe, expect, it, vi } from 'vitest';
import { send } from '../../test/ads-helpers';
import { threeInstancesForFile } from '../../test/instances';
import { createPost, doc, poster } from '../../test/posts-helpers';
import type { TestContext } from '../../test/test-app';

const instances = threeInstancesForFile({ startJobs: false });

const count = async (t: TestContext, sql: string, params: unknown[]) =>
  (await t.pool.query(sql, params)).rows[0].n as number;

describe('the listing-life and away-end jobs on three instances', () => {
  it('remind and expire each listing once, however many instances run at once', async () => {
    const [t] = instances;
    const seller = await poster(t, 'Cluster Seller');
    const lamp = (await createPost(t, seller.jar, { text: doc('Cluster lamp'), price: 9 })).id as string;
    await t.pool.query(`update posts set created_at = now() - interval '15 days' where id = $1`, [lamp]);
    const runs = await Promise.all(instances.map((i) => i.app.listingLife.runOnce()));
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    const reminders = `select count(*)::int as n from notifications where type = 'listing reminder' and post_id = $1`;
    expect(await count(t, reminders, [lamp])).toBe(1);

    await t.pool.query(`update posts set created_at = now() - interval '31 days' where id = $1`, [lamp]);
    const expiries = await Promise.all(instances.map((i) => i.app.listingLife.runOnce()));
    expect(expiries.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(await count(t, reminders, [lamp])).toBe(1);
  });

  it('end an away once, and the queued pg-boss runs of each instance leave one reminder', async () => {
    const [t, second, third] = instances;
    const seller = await poster(t, 'Cluster Away');
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await send(t, 'PUT', '/api/me/away', seller.jar, { until: day })).statusCode).toBe(200);
    await t.pool.query(`update users set away_until = (now() at time zone 'UTC')::date where id = $1`, [
      seller.user.id,
    ]);
    const ended = await Promise.all(instances.map((i) => i.app.awayEnd.runOnce()));
    expect(ended.reduce((n, r) => n + r, 0)).toBe(1);

    const desk = (await createPost(t, seller.jar, { text: doc('Cluster desk'), price: 25 })).id as string;
    await t.pool.query(`update posts set created_at = now() - interval '15 days' where id = $1`, [desk]);
    for (const instance of instances) await instance.jobs.start();
    await Promise.all([t, second, third].map((i) => i.jobs.send('listing-life')));
    const reminders = `select count(*)::int as n from notifications where type = 'listing reminder' and post_id = $1`;
    await vi.waitFor(async () => expect(await count(t, reminders, [desk])).toBe(1), {
      timeout: 15_000,
      interval: 100,
    });
    await vi.waitFor(
      async () =>
        expect(
          await count(
            t,
            `select count(*)::int as n from pgboss.job where name = 'listing-life' and state in ('created', 'active', 'retry')`,
            [],
          ),
        ).toBe(0),
      { timeout: 15_000, interval: 100 },
    );
    expect(await count(t, reminders, [desk])).toBe(1);
  });
});
