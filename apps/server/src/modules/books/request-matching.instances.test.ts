// Request matching on a cluster: three app instances on one database, each working the job queue.
// A new listing's requests are told once, however many runs take it at the same time.
import { describe, expect, it, vi } from 'vitest';
import { threeInstancesForFile } from '../../test/instances';
import { createPost, doc, poster } from '../../test/posts-helpers';

const instances = threeInstancesForFile({ startJobs: true });

describe('request matching on three instances', () => {
  it('tells each request once per listing', async () => {
    const [t, second, third] = instances;
    const asker = await poster(t, 'Ann Asker');
    const other = await poster(t, 'Otto Asker');
    const seller = await poster(t, 'Sid Seller');
    await createPost(t, asker.jar, { text: doc('Mini fridge'), kind: 'looking_for', upTo: 60 });
    await createPost(t, other.jar, { text: doc('Fridge for a dorm'), kind: 'looking_for' });
    const listings = [];
    for (const text of ['Mini fridge, cold', 'Dorm fridge, small', 'Mini dorm fridge'])
      listings.push((await createPost(t, seller.jar, { text: doc(text), price: 50 })).id as string);
    // Every instance runs at once, beside the workers the posts nudged.
    await Promise.all(
      [t, second, third].flatMap((i) => [i.app.requestMatching.runOnce(), i.app.requestMatching.runOnce()]),
    );
    const told = async () =>
      (
        await t.pool.query(
          `select to_user_id, post_id, count(*)::int as n from notifications where type = 'request match'
           group by to_user_id, post_id order by to_user_id, post_id`,
        )
      ).rows;
    await vi.waitFor(
      async () =>
        expect(
          (await t.pool.query('select count(*)::int as n from posts where not requests_checked')).rows[0].n,
        ).toBe(0),
      { timeout: 15_000, interval: 100 },
    );
    const rows = await told();
    // Ann's words (mini, fridge) are in two listings; Otto's (fridge, dorm) in two.
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows.map((r) => [r.to_user_id, r.post_id])).toEqual(
      [
        [asker.user.id, listings[0]],
        [asker.user.id, listings[2]],
        [other.user.id, listings[1]],
        [other.user.id, listings[2]],
      ].sort((a, b) => (a.join() < b.join() ? -1 : 1)),
    );
  });
});
