// A campus's listing periods: set by its administrators (the Campuses tab's API and
// `npm run admin -- campus edit`) within bounds, and followed by the listing-life job.
import { RENEW_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCampusArgs } from '../../admin/campus-args';
import { runCampusCommand } from '../../admin/campus-command';
import { send } from '../../test/ads-helpers';
import { campusCommandDeps } from '../../test/campus-cli-args';
import type { CookieJar } from '../../test/cookies';
import { administrator } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestContext();
  admin = (await administrator(t)).jar;
});

const edit = (body: object) => send(t, 'PATCH', '/api/admin/campuses/ou', admin, body);
const periods = async () =>
  (
    await t.pool.query(
      `select listing_reminder_days as r, listing_expiry_days as e from campuses where id = 'ou'`,
    )
  ).rows[0];

describe("a campus's listing periods", () => {
  it('are set by an administrator within bounds, expiry after the reminder', async () => {
    const res = await edit({ listingReminderDays: 5, listingExpiryDays: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().campus).toMatchObject({ listingReminderDays: 5, listingExpiryDays: 10 });
    for (const body of [
      { listingReminderDays: 2 },
      { listingExpiryDays: 181 },
      { listingReminderDays: 5.5 },
    ]) {
      const refused = await edit(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(RENEW_MESSAGES.periodsInvalid);
    }
    const after = await edit({ listingReminderDays: 12 }); // not before expiry at 10
    expect(after.statusCode).toBe(400);
    expect(after.json().error).toMatchObject({ code: 'listing_periods_invalid' });
    expect(await periods()).toEqual({ r: 5, e: 10 });
    const member = await poster(t, 'Nora Notadmin');
    expect(
      (await send(t, 'PATCH', '/api/admin/campuses/ou', member.jar, { listingReminderDays: 7 })).statusCode,
    ).toBe(403);
  });

  it('are followed by the listing-life job', async () => {
    await edit({ listingReminderDays: 5, listingExpiryDays: 10 });
    const seller = await poster(t, 'Pia Periods');
    const chair = (await createPost(t, seller.jar, { text: doc('Folding chair'), price: 8 })).id as string;
    await t.pool.query(`update posts set created_at = now() - interval '5 days 1 minute' where id = $1`, [
      chair,
    ]);
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 1, expired: 0 });
    await t.pool.query(`update posts set created_at = now() - interval '10 days 1 minute' where id = $1`, [
      chair,
    ]);
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 0, expired: 1 });
  });

  it('are set with npm run admin -- campus edit --reminder-days --expiry-days', async () => {
    const deps = campusCommandDeps(t);
    await runCampusCommand(
      deps,
      parseCampusArgs(['edit', 'ou', '--reminder-days', '14', '--expiry-days', '30']),
    );
    expect(await periods()).toEqual({ r: 14, e: 30 });
    await expect(
      runCampusCommand(deps, parseCampusArgs(['edit', 'ou', '--expiry-days', '200'])),
    ).rejects.toThrow(RENEW_MESSAGES.periodsInvalid);
    expect(await periods()).toEqual({ r: 14, e: 30 });
  });
});
