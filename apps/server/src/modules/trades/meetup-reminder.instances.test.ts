// The meetup reminder on a cluster: three app instances on one database, each working the job
// queue. The reminder is queued once (whoever schedules it), made due, and reminds each member once.
import { describe, expect, it, vi } from 'vitest';
import { memberOf } from '../../test/accounts-helpers';
import { threeInstancesForFile } from '../../test/instances';
import type { TestContext } from '../../test/test-app';
import { answer, listingInChat, suggested, withSpots } from '../../test/trades-helpers';

const instances = threeInstancesForFile({ startJobs: true });

const reminderCount = async (t: TestContext, meetupId: string) =>
  (
    await t.pool.query(
      `select count(*)::int as n from notifications n join meetups m on m.chat_id = n.chat_id
       where n.type = 'meetup' and m.id = $1`,
      [meetupId],
    )
  ).rows[0].n as number;

describe('the meetup reminder on three instances', () => {
  it('is queued once and reminds each of the two members once', async () => {
    const [t, second, third] = instances;
    await withSpots(t);
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Cluster Buyer' });
    const { seller, postId, chatId } = await listingInChat(t, buyer);
    const id = await suggested(t, buyer.jar, chatId, postId, 6);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    // The other instances asking for the same reminder add nothing.
    const { rows } = await t.pool.query('select starts_at from meetups where id = $1', [id]);
    await second.app.meetupReminders.schedule({ id, startsAt: rows[0].starts_at });
    await third.app.meetupReminders.schedule({ id, startsAt: rows[0].starts_at });
    const jobs = `select state from pgboss.job where name = 'meetup-reminder'
      and data->>'meetupId' = $1 and data->>'kind' = 'reminder'`;
    expect((await t.pool.query(jobs, [id])).rows).toEqual([{ state: 'created' }]);
    expect(await reminderCount(t, id)).toBe(0);

    // The clock moves: the run is made due now, and some instance's worker takes it.
    await t.pool.query(
      `update pgboss.job set start_after = now() where name = 'meetup-reminder' and data->>'kind' = 'reminder'`,
    );
    await vi.waitFor(
      async () => expect((await t.pool.query(jobs, [id])).rows).toEqual([{ state: 'completed' }]),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    expect(await reminderCount(t, id)).toBe(2);
    const told = await t.pool.query(
      `select to_user_id from notifications where type = 'meetup' and chat_id = $1 order by to_user_id`,
      [chatId],
    );
    expect(told.rows.map((r) => r.to_user_id).sort()).toEqual([seller.user.id, buyer.user.id].sort());
  });
});
