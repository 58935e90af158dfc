// The nightly insights rollup on a cluster: three app instances on one database run it at the same
// moment, and each (campus, day) is written once, with the exact figures of a fixed day.
import { DAY_FIGURES } from '@campus/domain/test-support';
import { describe, expect, it } from 'vitest';
import { memberOf } from '../../test/accounts-helpers';
import { threeInstancesForFile } from '../../test/instances';
import { sellTo } from '../../test/marketplace-helpers';
import { getAs } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import type { TestContext } from '../../test/test-app';
import { utcDay } from './insights.service';

const instances = threeInstancesForFile({ startJobs: false });

/** Noon (UTC) of the day before yesterday: a finished day, well inside the 90 days. */
const DAY = utcDay(new Date(), -2);
const at = (time: string, day = DAY) => `${day}T${time}Z`;

async function fixedDay(t: TestContext) {
  const q = (text: string, params: unknown[]) => t.pool.query(text, params);
  const seller = await poster(t, 'Rolly Seller');
  const buyer = await poster(t, 'Rolly Buyer');
  const third = await poster(t, 'Rolly Third');
  const ut = await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Tex Member' });
  // New members: two of OU that day, one of OU the day before, one of UT that day.
  await q('update users set school_verified_at = $2 where id = any($1)', [
    [seller.user.id, buyer.user.id],
    at('09:00:00'),
  ]);
  await q('update users set school_verified_at = $2 where id = $1', [
    third.user.id,
    at('09:00:00', utcDay(new Date(), -3)),
  ]);
  await q('update users set school_verified_at = $2 where id = $1', [ut.user.id, at('23:59:59')]);
  // Active: the seller that day; the buyer 3 days before (weekly); the third 20 days before (monthly).
  await q(
    `insert into member_activity_days (campus_id, day, user_id) values
       ('ou', $1::date, $2), ('ou', $1::date - 3, $3), ('ou', $1::date - 20, $4), ('ou', $1::date - 40, $2)`,
    [DAY, seller.user.id, buyer.user.id, third.user.id],
  );
  // Listings: three posted that day (one of them sold, with its sale confirmed), one the day after.
  const ids: string[] = [];
  for (const name of ['Desk', 'Lamp', 'Chair', 'Sofa'])
    ids.push((await createPost(t, seller.jar, { text: doc(name), price: 20 })).id as string);
  await sellTo(t, seller, buyer, ids[0]!);
  await q('update posts set created_at = $2, sold_at = $3 where id = any($1)', [
    ids.slice(0, 3),
    at('10:00:00'),
    at('15:00:00'),
  ]);
  await q('update posts set created_at = $2 where id = $1', [ids[3], at('00:00:00', utcDay(new Date(), -1))]);
  await q('update sales set confirmed_at = $2 where post_id = $1', [ids[0], at('15:00:00')]);
  // Messages: the buyer's question (sellTo) and two more that day; the chat's other messages today.
  const chat = (await q('select chat_id from messages where user_id = $1 limit 1', [buyer.user.id])).rows[0]
    .chat_id;
  await q(
    `insert into messages (id, chat_id, user_id, plain_text, created_at) values
       (gen_random_uuid(), $1, $2, 'a', $3), (gen_random_uuid(), $1, $4, 'b', $3)`,
    [chat, buyer.user.id, at('11:00:00'), seller.user.id],
  );
  await q('update messages set created_at = $2 where chat_id = $1 and plain_text not in ($3, $4)', [
    chat,
    at('10:30:00'),
    'a',
    'b',
  ]);
  const trade = [chat, ids[1], seller.user.id, buyer.user.id];
  await q(
    `insert into meetups (id, campus_id, chat_id, post_id, seller_id, buyer_id, proposed_by, place, starts_at, created_at)
       values (gen_random_uuid(), 'ou', $1, $2, $3, $4, $4, 'Library', $5, $5)`,
    [...trade, at('12:00:00')],
  );
  await q(
    `insert into offers (id, campus_id, chat_id, post_id, seller_id, buyer_id, proposed_by, amount_cents, expires_at, created_at)
       values (gen_random_uuid(), 'ou', $1, $2, $3, $4, $4, 1500, $5, $5), (gen_random_uuid(), 'ou', $1, $6, $3, $4, $4, 900, $5, $5)`,
    [...trade, at('13:00:00'), ids[2]],
  );
  // Reports: three opened that day; two resolved that day after 1 and 3 hours (median 2 hours).
  await q(
    `insert into reports (id, campus_id, reporter_id, target_type, target_id, subject_user_id, reason, status, created_at, resolved_at)
       values (gen_random_uuid(), 'ou', $1, 'post', $3, $2, 'spam', 'dismissed', $4, $5),
              (gen_random_uuid(), 'ou', $1, 'post', $3, $2, 'scam', 'actioned', $6, $7),
              (gen_random_uuid(), 'ou', $1, 'post', $3, $2, 'other', 'open', $7, null)`,
    [buyer.user.id, seller.user.id, ids[1], at('01:00:00'), at('02:00:00'), at('03:00:00'), at('06:00:00')],
  );
  return { seller };
}

const ouDay = DAY_FIGURES;

describe('the insights rollup on three instances', () => {
  it('writes each campus and the hub once per day, with the exact figures of the day', async () => {
    const [t] = instances;
    await fixedDay(t);
    const campuses = (await t.pool.query(`select count(*)::int as n from campuses where id <> 'campus'`))
      .rows[0].n;
    const night = new Date(`${utcDay(new Date(), -1)}T00:10:00Z`);
    const runs = await Promise.all(instances.map((i) => i.app.insightsRollup.runOnce(night)));
    // 89 finished days (the 90th is the night's today), for every campus and the hub, written once.
    expect(runs.reduce((n, r) => n + r.written, 0)).toBe(89 * (campuses + 1));
    const again = await Promise.all(instances.map((i) => i.app.insightsRollup.runOnce(night)));
    expect(again.map((r) => r.written)).toEqual([0, 0, 0]);

    const row = async (campus: string) =>
      (
        await t.pool.query(
          `select new_members as "newMembers", daily_active as "dailyActive", weekly_active as "weeklyActive",
             monthly_active as "monthlyActive", listings_posted as "listingsPosted", listings_sold as "listingsSold",
             confirmed_sales as "confirmedSales", messages, meetups, offers, reports_opened as "reportsOpened",
             reports_resolved as "reportsResolved", median_resolve_seconds as "medianResolveSeconds"
           from campus_insight_days where campus_id = $1 and day = $2`,
          [campus, DAY],
        )
      ).rows[0];
    expect(await row('ou')).toEqual(ouDay);
    expect(await row('campus')).toEqual({ ...ouDay, newMembers: 3 });
    expect((await row('ut')).newMembers).toBe(1);
    // Active days beyond the 40 kept are forgotten.
    const old = await t.pool.query(
      `select count(*)::int as n from member_activity_days where day < $1::date - 39`,
      [DAY],
    );
    expect(old.rows[0].n).toBe(0);
  });

  it("answers the rolled days on any instance, with today's partial day counted live", async () => {
    const [t, second, third] = instances;
    const moderator = await poster(t, 'Rolly Moderator');
    await t.pool.query(`insert into campus_moderators (campus_id, user_id) values ('ou', $1)`, [
      moderator.user.id,
    ]);
    await createPost(t, moderator.jar, { text: doc('Fresh today'), price: 5 });
    for (const instance of [second, third]) {
      const res = await getAs(instance, moderator.jar, '/api/moderation/insights');
      expect(res.statusCode, res.body).toBe(200);
      const { days, today } = res.json();
      expect(days.find((d: { day: string }) => d.day === DAY)).toEqual({ day: DAY, ...ouDay });
      const last = days.at(-1);
      expect(last.day).toBe(today);
      expect(last.listingsPosted).toBeGreaterThanOrEqual(1);
      expect(last.dailyActive).toBeGreaterThanOrEqual(1);
    }
  });
});
