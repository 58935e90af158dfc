import { BLOCK_MESSAGES, MEETUP_MESSAGES } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, memberOf } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { notificationsOf, rate } from '../../test/marketplace-helpers';
import { errorOf, makeOutsiders, type Outsiders, postStatusOf } from '../../test/outsiders';
import { createTestContext, type TestContext } from '../../test/test-app';
import {
  answer,
  inHours,
  listingInChat,
  meetupTimePassed,
  outcome,
  SPOT,
  suggest,
  suggested,
  withSpots,
} from '../../test/trades-helpers';

let t: TestContext;
let buyer: Member;
let outsiders: Outsiders;

const countMeetups = async () => (await t.pool.query('select count(*)::int as n from meetups')).rows[0].n;
const statusOf = (postId: string) => postStatusOf(t, postId);

beforeAll(async () => {
  t = await createTestContext();
  // Started so an accepted meetup's reminder is queued in pg-boss (it is due hours later, so no
  // worker takes it during this file: the test runs it by hand).
  await t.jobs.start();
  await withSpots(t);
  buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Buyer' });
  outsiders = await makeOutsiders(t);
});

afterAll(async () => {
  await t.jobs.stop(1000);
});

/** Each outsider is refused as the matrix says: 401, 403, 403, then 404 (no hint the chat exists). */
async function expectOutsidersRefused(call: (jar: CookieJar | undefined) => Promise<{ statusCode: number }>) {
  const got = {
    guest: (await call(outsiders.guest)).statusCode,
    unverified: (await call(outsiders.unverified)).statusCode,
    otherCampus: (await call(outsiders.otherCampus)).statusCode,
    stranger: (await call(outsiders.stranger)).statusCode,
  };
  expect(got).toEqual({ guest: 401, unverified: 403, otherCampus: 403, stranger: 404 });
}

describe('meetups in a chat about a listing', () => {
  it('suggest, propose another time, accept (Pending, reminder queued), then Yes: Sold and both rate', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer);
    const list = await send(t, 'GET', `/api/chats/${chatId}/meetups`, buyer.jar);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().listings.map((l: { id: string }) => l.id)).toEqual([postId]);
    expect(list.json().spots.map((s: { name: string }) => s.name)).toContain(SPOT);

    const id = await suggested(t, buyer.jar, chatId, postId);
    const own = await answer(t, buyer.jar, id, { action: 'accept' });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own)).toEqual({ code: 'meetup_not_yours', message: MEETUP_MESSAGES.notYours });

    const later = inHours(30);
    const proposed = await answer(t, seller.jar, id, { action: 'propose', startsAt: later });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().meetup).toMatchObject({ status: 'proposed', proposedBy: seller.user.id });

    const accepted = await answer(t, buyer.jar, id, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().meetup).toMatchObject({
      status: 'accepted',
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      place: SPOT,
      spot: true,
      post: { id: postId, status: 'pending' },
    });
    expect(await statusOf(postId)).toBe('pending');

    // Each action told the other person in the chat.
    const lines = await send(t, 'GET', `/api/chats/${chatId}/messages`, seller.jar);
    const texts = lines.json().messages.map((m: { plainText: string }) => m.plainText);
    expect(texts.some((x: string) => x.startsWith('Suggested a meetup: Library steps,'))).toBe(true);
    expect(texts.some((x: string) => x.startsWith('Accepted the meetup: Library steps,'))).toBe(true);

    const early = await outcome(t, seller.jar, id, true);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('meetup_not_yet');
    await meetupTimePassed(t, id);
    const byBuyer = await outcome(t, buyer.jar, id, true);
    expect(byBuyer.statusCode).toBe(403);
    expect(errorOf(byBuyer).message).toBe(MEETUP_MESSAGES.sellerOnly);

    const sold = await outcome(t, seller.jar, id, true);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().meetup).toMatchObject({ status: 'done', outcome: 'sold', post: { status: 'sold' } });
    const sale = await send(t, 'GET', `/api/posts/${postId}/sale`, buyer.jar);
    expect(sale.json().sale).toMatchObject({ role: 'buyer', other: { id: seller.user.id }, rated: false });
    expect((await rate(t, buyer.jar, postId, { stars: 5 })).statusCode).toBe(201);
    expect((await rate(t, seller.jar, postId, { stars: 4 })).statusCode).toBe(201);
    const again = await outcome(t, seller.jar, id, false);
    expect(again.statusCode).toBe(409);
  });

  it('queues the reminder an hour before an accepted meetup and the question at its time; each run tells once', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Mini fridge $40');
    const id = await suggested(t, buyer.jar, chatId, postId, 5);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      `select j.data->>'kind' as kind, extract(epoch from m.starts_at - j.start_after)::int as ahead, j.data
       from meetups m, pgboss.job j
       where m.id = $1 and j.name = 'meetup-reminder' and j.data->>'meetupId' = m.id::text order by ahead desc`,
      [id],
    );
    // The runs wait in PostgreSQL: due an hour before the meetup, and at its time.
    expect(rows.map((r) => [r.kind, r.ahead])).toEqual([
      ['reminder', 3600],
      ['outcome', 0],
    ]);
    const [reminder, question] = [rows[0].data, rows[1].data];
    expect(await t.app.meetupReminders.runOnce(reminder)).toBe(2);
    expect(await t.app.meetupReminders.runOnce(reminder)).toBe(0);
    for (const jar of [seller.jar, buyer.jar]) {
      const reminders = (await notificationsOf(t, jar)).filter((n) => n.type === 'meetup');
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.message).toMatch(/^Meetup in an hour: Library steps, /);
    }
    expect(await t.app.meetupReminders.runOnce(question)).toBe(1);
    expect(await t.app.meetupReminders.runOnce(question)).toBe(0);
    const asked = (await notificationsOf(t, seller.jar)).filter((n) => n.type === 'meetup outcome');
    expect(asked.map((n) => n.message)).toEqual([
      expect.stringMatching(/^Did the sale happen\? Library steps, /),
    ]);
    expect((await notificationsOf(t, buyer.jar)).some((n) => n.type === 'meetup outcome')).toBe(false);
  });

  it('a meetup moved to another time is not reminded at the old one', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Couch');
    const id = await suggested(t, buyer.jar, chatId, postId, 5);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    const old = (
      await t.pool.query(
        `select data from pgboss.job where data->>'meetupId' = $1 and data->>'kind' = 'reminder'`,
        [id],
      )
    ).rows[0].data;
    expect((await answer(t, buyer.jar, id, { action: 'propose', startsAt: inHours(8) })).statusCode).toBe(
      200,
    );
    expect(await t.app.meetupReminders.runOnce(old)).toBe(0);
  });

  it('No puts a Pending listing back to Available; declined and cancelled meetups are closed', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Bike lock');
    const id = await suggested(t, seller.jar, chatId, postId);
    expect((await answer(t, buyer.jar, id, { action: 'accept' })).statusCode).toBe(200);
    await meetupTimePassed(t, id);
    const no = await outcome(t, seller.jar, id, false);
    expect(no.json().meetup).toMatchObject({ status: 'done', outcome: 'not_sold' });
    expect(await statusOf(postId)).toBe('available');

    const declined = await suggested(t, buyer.jar, chatId, postId);
    expect((await answer(t, seller.jar, declined, { action: 'decline' })).json().meetup.status).toBe(
      'declined',
    );
    const late = await answer(t, seller.jar, declined, { action: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(MEETUP_MESSAGES.closed);
    const cancelled = await suggested(t, buyer.jar, chatId, postId);
    expect((await answer(t, buyer.jar, cancelled, { action: 'cancel' })).json().meetup.status).toBe(
      'cancelled',
    );
  });

  it('refuses bad input with a sentence and writes nothing', async () => {
    const { postId, chatId } = await listingInChat(t, buyer, 'Textbook');
    const other = await listingInChat(t, buyer, 'Not shared here');
    const before = await countMeetups();
    const cases: [object, number, string][] = [
      [{ postId, place: 'The moon', spot: true, startsAt: inHours(2) }, 400, 'meetup_bad_spot'],
      [{ postId, place: SPOT, spot: true, startsAt: inHours(-2) }, 400, 'meetup_bad_time'],
      [{ postId, place: SPOT, spot: true, startsAt: inHours(24 * 90) }, 400, 'meetup_bad_time'],
      [
        { postId: other.postId, place: SPOT, spot: true, startsAt: inHours(2) },
        400,
        'meetup_not_about_listing',
      ],
      [{ postId, place: '  ', spot: false, startsAt: inHours(2) }, 400, 'validation_error'],
      [{ postId, place: SPOT, spot: true, startsAt: 'tomorrow' }, 400, 'validation_error'],
    ];
    for (const [body, status, code] of cases) {
      const res = await suggest(t, buyer.jar, chatId, body);
      expect([res.statusCode, errorOf(res).code], JSON.stringify(body)).toEqual([status, code]);
    }
    const free = await suggest(t, buyer.jar, chatId, {
      postId,
      place: 'Coffee shop on 5th',
      spot: false,
      startsAt: inHours(3),
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(await countMeetups()).toBe(before + 1);
  });

  it('refuses a past time with its own sentence, not the 60 days one', async () => {
    const { postId, chatId } = await listingInChat(t, buyer, 'Desk chair');
    const past = await suggest(t, buyer.jar, chatId, {
      postId,
      place: SPOT,
      spot: true,
      startsAt: inHours(-2),
    });
    expect(errorOf(past).message).toBe(MEETUP_MESSAGES.pastTime);
    expect(errorOf(past).message).not.toBe(MEETUP_MESSAGES.badTime);
  });

  it('refuses another time in the past with the same sentence', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Desk mat');
    const id = await suggested(t, buyer.jar, chatId, postId, 3);
    const past = await answer(t, seller.jar, id, { action: 'propose', startsAt: inHours(-1) });
    expect(errorOf(past).message).toBe(MEETUP_MESSAGES.pastTime);
  });

  it('reminds a meetup accepted minutes ahead with the time truly left', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Desk fan');
    const id = await suggested(t, buyer.jar, chatId, postId, 3 / 60);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      `select data from pgboss.job where name = 'meetup-reminder' and data->>'meetupId' = $1 and data->>'kind' = 'reminder'`,
      [id],
    );
    expect(await t.app.meetupReminders.runOnce(rows[0].data)).toBe(2);
    const reminders = (await notificationsOf(t, buyer.jar)).filter((n) => n.type === 'meetup');
    expect(reminders[0]!.message).toMatch(/^Meetup in (2|3) minutes: Library steps, /);
  });
});

describe('who may see and act on a meetup', () => {
  it('refuses a guest, an unverified account, another campus and a stranger on every route', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Desk chair');
    const id = await suggested(t, buyer.jar, chatId, postId);
    const body = { postId, place: SPOT, spot: true, startsAt: inHours(4) };
    await expectOutsidersRefused((jar) => send(t, 'GET', `/api/chats/${chatId}/meetups`, jar));
    await expectOutsidersRefused((jar) => suggest(t, jar, chatId, body));
    await expectOutsidersRefused((jar) => answer(t, jar, id, { action: 'accept' }));
    await expectOutsidersRefused((jar) => answer(t, jar, id, { action: 'cancel' }));
    await expectOutsidersRefused((jar) => outcome(t, jar, id, true));
    // Nothing changed for the two members.
    const card = await send(t, 'GET', `/api/chats/${chatId}/meetups`, seller.jar);
    expect(card.json().meetups).toHaveLength(1);
    expect(card.json().meetups[0].status).toBe('proposed');
  });

  it('refuses a blocked or suspended member, saying why', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Rice cooker');
    const id = await suggested(t, buyer.jar, chatId, postId);
    expect((await send(t, 'POST', '/api/me/blocks', seller.jar, { userId: buyer.user.id })).statusCode).toBe(
      204,
    );
    const blocked = await suggest(t, buyer.jar, chatId, {
      postId,
      place: SPOT,
      spot: true,
      startsAt: inHours(3),
    });
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).message).toBe(BLOCK_MESSAGES.cannotMessage);
    const blocker = await answer(t, seller.jar, id, { action: 'accept' });
    expect(errorOf(blocker).message).toBe(BLOCK_MESSAGES.youBlockedThem);
    expect((await send(t, 'DELETE', `/api/me/blocks/${buyer.user.id}`, seller.jar)).statusCode).toBe(204);

    await t.pool.query(`update users set suspended_until = now() + interval '1 day' where id = $1`, [
      seller.user.id,
    ]);
    const suspended = await answer(t, seller.jar, id, { action: 'accept' });
    expect(suspended.statusCode).toBe(403);
    expect(errorOf(suspended).code).toBe('suspended');
    await t.pool.query('update users set suspended_until = null where id = $1', [seller.user.id]);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
  });
});
