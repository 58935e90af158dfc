// The offers' expiry on a cluster: three app instances on one database, each working the job queue.
// The run is queued once (whichever instance asks), made due, and expires the offer once.
import { describe, expect, it, vi } from 'vitest';
import { memberOf } from '../../test/accounts-helpers';
import { threeInstancesForFile } from '../../test/instances';
import { offered, pricedListing } from '../../test/offers-helpers';

const instances = threeInstancesForFile({ startJobs: true });

describe('the offer expiry on three instances', () => {
  it('is queued once and expires the open offer once', async () => {
    const [t, second, third] = instances;
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Cluster Buyer' });
    const { postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '60');
    const { rows } = await t.pool.query('select expires_at from offers where id = $1', [offer.id]);
    await second.app.offerExpiry.schedule({ id: offer.id, expiresAt: rows[0].expires_at });
    await third.app.offerExpiry.schedule({ id: offer.id, expiresAt: rows[0].expires_at });
    const jobs = `select state from pgboss.job where name = 'offer-expiry' and data->>'offerId' = $1`;
    expect((await t.pool.query(jobs, [offer.id])).rows).toEqual([{ state: 'created' }]);

    // The clock moves: the offer's time passes and the run is due now; some instance's worker takes it.
    await t.pool.query(`update offers set expires_at = now() - interval '1 minute' where id = $1`, [
      offer.id,
    ]);
    await t.pool.query(`update pgboss.job set start_after = now() where name = 'offer-expiry'`);
    await vi.waitFor(
      async () => expect((await t.pool.query(jobs, [offer.id])).rows).toEqual([{ state: 'completed' }]),
      { timeout: 15_000, interval: 100 },
    );
    const after = await t.pool.query('select status from offers where id = $1', [offer.id]);
    expect(after.rows[0].status).toBe('expired');
    // A run for it again (a retry) changes nothing.
    expect(await t.app.offerExpiry.runOnce({ offerId: offer.id, expiresAt: new Date().toISOString() })).toBe(
      false,
    );
  });
});
