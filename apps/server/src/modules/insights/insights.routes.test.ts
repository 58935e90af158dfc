// Who sees the Insights tab's figures (moderators their campus, administrators every campus and the
// hub), what they cost (the same statements at any size) and how an active member is counted.
import { ALL_CAMPUSES, INSIGHT_DAYS, INSIGHTS_MESSAGES, MODERATION_MESSAGES } from '@campus/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { memberOf, registerUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator, getAs, moderatorOf } from '../../test/moderation-helpers';
import { countQueries, createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createActivityRecorder } from './activity.service';
import { utcDay } from './insights.service';

let t: TestContext;
const jars = {} as Record<'member' | 'moderator' | 'utModerator' | 'admin', CookieJar>;
const URL = '/api/moderation/insights';

beforeAll(async () => {
  t = await createTestContext();
  jars.member = (await poster(t, 'Mem Ber')).jar;
  jars.moderator = (await moderatorOf(t, 'ou')).jar;
  jars.utModerator = (await moderatorOf(t, 'ut', 'Tex Moderator')).jar;
  jars.admin = (await administrator(t)).jar;
});

const refusal = async (jar: CookieJar | undefined, url = URL, site = 'ou') => {
  const res = await getAs(t, jar, url, site);
  return [res.statusCode, res.json().error?.message];
};

describe('GET /api/moderation/insights: who', () => {
  it('refuses a guest, an unverified account, a member and a moderator of another campus', async () => {
    expect((await refusal(undefined))[0]).toBe(401);
    expect(await refusal((await registerUser(t)).jar)).toEqual([403, MODERATION_MESSAGES.notModerator]);
    expect(await refusal(jars.member)).toEqual([403, MODERATION_MESSAGES.notModerator]);
    expect(await refusal(jars.utModerator)).toEqual([403, MODERATION_MESSAGES.notModerator]);
    expect(await refusal((await memberOf(t, 'ut', 'utexas.edu')).jar)).toEqual([
      403,
      MODERATION_MESSAGES.notModerator,
    ]);
  });

  it("shows a moderator their campus, and refuses them another campus's or every campus's", async () => {
    const res = await getAs(t, jars.moderator, URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ scope: 'ou', today: utcDay(new Date()), campuses: [] });
    expect(await refusal(jars.moderator, `${URL}?campus=ut`)).toEqual([403, INSIGHTS_MESSAGES.otherCampus]);
    expect(await refusal(jars.moderator, `${URL}?campus=${ALL_CAMPUSES}`)).toEqual([
      403,
      INSIGHTS_MESSAGES.otherCampus,
    ]);
    expect(await refusal(jars.moderator, URL, 'localhost')).toEqual([403, MODERATION_MESSAGES.notAdmin]);
  });

  it('shows an administrator every campus together on the hub, and any one campus', async () => {
    const hub = await getAs(t, jars.admin, URL, 'localhost');
    expect(hub.statusCode, hub.body).toBe(200);
    expect(hub.json().scope).toBe(ALL_CAMPUSES);
    expect(hub.json().campuses.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining(['ou', 'ut']),
    );
    const ut = await getAs(t, jars.admin, `${URL}?campus=ut`, 'localhost');
    expect(ut.json().scope).toBe('ut');
    expect((await getAs(t, jars.admin, `${URL}?campus=ut`)).json().scope).toBe('ut');
    // On a campus site, every campus together is the picker's All campuses.
    expect((await getAs(t, jars.admin, `${URL}?campus=${ALL_CAMPUSES}`)).json().scope).toBe(ALL_CAMPUSES);
    expect(await refusal(jars.admin, `${URL}?campus=nowhere`, 'localhost')).toEqual([
      404,
      INSIGHTS_MESSAGES.unknownCampus,
    ]);
    expect((await getAs(t, jars.member, URL, 'localhost')).statusCode).toBe(403);
  });
});

describe('GET /api/moderation/insights: what it costs and counts', () => {
  it('costs the same statements with no rolled day or 89, and few posts or many', async () => {
    const page = () => getAs(t, jars.moderator, URL);
    await page();
    const few = await countQueries(t.pool, page);
    const seller = await poster(t, 'Busy Seller');
    for (let i = 0; i < 5; i++) await createPost(t, seller.jar, { text: doc(`Item ${i}`), price: 3 });
    await t.app.insightsRollup.runOnce();
    const many = await countQueries(t.pool, page);
    expect(many).toBe(few);
    // The session, the role, then the rolled days and today in one statement.
    expect(few).toBeLessThanOrEqual(4);
    const { days } = (await page()).json();
    expect(days).toHaveLength(INSIGHT_DAYS);
    expect(days.at(-1).listingsPosted).toBe(5);
  });

  it('counts a member active once a day: one write on their first request of the day, none after', async () => {
    const member = await poster(t, 'Daily Visitor');
    const rows = async () =>
      (
        await t.pool.query('select day::text from member_activity_days where user_id = $1 order by day', [
          member.user.id,
        ])
      ).rows.map((r) => r.day);
    const today = utcDay(new Date());
    // memberOf's first request as a member counted them; the rest of the day costs no write.
    expect(await rows()).toEqual([today]);
    const three = await countQueries(t.pool, async () => {
      for (let i = 0; i < 3; i++) await getAs(t, member.jar, '/api/session');
    });
    expect(three).toBe(3 * (await countQueries(t.pool, () => getAs(t, member.jar, '/api/session'))));

    // The next day, on an instance of its own (its own memory): one write, then none.
    const [user] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const record = createActivityRecorder(t.db, t.app.log);
    const first = await countQueries(t.pool, () => record(user!, tomorrow));
    const later = await countQueries(t.pool, () => record(user!, tomorrow));
    expect([first, later]).toEqual([1, 0]);
    // Another instance's write of the same day changes nothing.
    await createActivityRecorder(t.db, t.app.log)(user!, tomorrow);
    expect(await rows()).toEqual([today, utcDay(tomorrow)]);
  });

  it('does not count an account that is not a member of a campus', async () => {
    const { jar } = await registerUser(t);
    const id = (await getAs(t, jar, '/api/session')).json().user.id as string;
    const found = await t.pool.query('select 1 from member_activity_days where user_id = $1', [id]);
    expect(found.rowCount).toBe(0);
  });
});
