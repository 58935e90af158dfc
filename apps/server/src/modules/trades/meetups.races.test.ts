// What an accepted meetup does to its listing when it is cancelled, and two answers sent at once:
// accept and cancel, or Yes and No to "Did the sale happen?" (exactly one wins, the other is told why).
import { MEETUP_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, memberOf } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import {
  answer,
  listingInChat,
  meetupTimePassed,
  outcome,
  suggested,
  withSpots,
} from '../../test/trades-helpers';

let t: TestContext;
let buyer: Member;

const TRIES = 3;

const statusOf = async (postId: string) =>
  (await t.pool.query('select status from posts where id = $1', [postId])).rows[0].status;
const meetupOf = async (id: string) =>
  (await t.pool.query('select status, outcome from meetups where id = $1', [id])).rows[0];

beforeAll(async () => {
  t = await createTestContext();
  await withSpots(t);
  buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Rae Racer' });
});

describe('cancelling an accepted meetup', () => {
  it('puts the listing it made Pending back to Available', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Standing desk');
    const id = await suggested(t, buyer.jar, chatId, postId);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    expect(await statusOf(postId)).toBe('pending');
    const cancelled = await answer(t, buyer.jar, id, { action: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().meetup).toMatchObject({ status: 'cancelled', post: { status: 'available' } });
    expect(await statusOf(postId)).toBe('available');
  });

  it('also after another time was proposed, and when the other person declines that time', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Monitor arm');
    const id = await suggested(t, buyer.jar, chatId, postId);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    const later = new Date(Date.now() + 30 * 3600_000).toISOString();
    expect((await answer(t, seller.jar, id, { action: 'propose', startsAt: later })).statusCode).toBe(200);
    expect(await statusOf(postId)).toBe('pending');
    expect((await answer(t, buyer.jar, id, { action: 'decline' })).statusCode).toBe(200);
    expect(await statusOf(postId)).toBe('available');
  });

  it('leaves it Pending while another accepted meetup holds it, or when the seller had set it Pending', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Bookshelf');
    const first = await suggested(t, buyer.jar, chatId, postId);
    const second = await suggested(t, buyer.jar, chatId, postId, 30);
    expect((await answer(t, seller.jar, first, { action: 'accept' })).statusCode).toBe(200);
    expect((await answer(t, seller.jar, second, { action: 'accept' })).statusCode).toBe(200);
    expect((await answer(t, buyer.jar, first, { action: 'cancel' })).statusCode).toBe(200);
    expect(await statusOf(postId)).toBe('pending');
    expect((await answer(t, buyer.jar, second, { action: 'cancel' })).statusCode).toBe(200);
    expect(await statusOf(postId)).toBe('available');

    // The seller's own Pending is the seller's: a meetup accepted on it does not take it back.
    const own = await send(t, 'POST', `/api/posts/${postId}/status`, seller.jar, { status: 'pending' });
    expect(own.statusCode, own.body).toBe(200);
    const third = await suggested(t, buyer.jar, chatId, postId);
    expect((await answer(t, seller.jar, third, { action: 'accept' })).statusCode).toBe(200);
    expect((await answer(t, seller.jar, third, { action: 'cancel' })).statusCode).toBe(200);
    expect(await statusOf(postId)).toBe('pending');
  });

  it('accepted and cancelled at once: the meetup ends cancelled and the listing Available, every time', async () => {
    for (let i = 0; i < TRIES; i++) {
      const { seller, postId, chatId } = await listingInChat(t, buyer, `Lamp ${i}`);
      const id = await suggested(t, buyer.jar, chatId, postId);
      const [accepted, cancelled] = await Promise.all([
        answer(t, seller.jar, id, { action: 'accept' }),
        answer(t, buyer.jar, id, { action: 'cancel' }),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect([200, 409]).toContain(accepted.statusCode);
      expect(await meetupOf(id)).toMatchObject({ status: 'cancelled' });
      expect(await statusOf(postId), `try ${i}`).toBe('available');
    }
  });
});

describe('"Did the sale happen?" answered Yes and No at once', () => {
  it('exactly one answer wins; the other is refused with a sentence and changes nothing', async () => {
    for (let i = 0; i < TRIES; i++) {
      const { seller, postId, chatId } = await listingInChat(t, buyer, `Kettle ${i}`);
      const id = await suggested(t, buyer.jar, chatId, postId);
      expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
      await meetupTimePassed(t, id);
      const [yes, no] = await Promise.all([
        outcome(t, seller.jar, id, true),
        outcome(t, seller.jar, id, false),
      ]);
      const codes = [yes.statusCode, no.statusCode].sort();
      expect(codes, `try ${i}: ${yes.body} ${no.body}`).toEqual([200, 409]);
      const [won, lost] = yes.statusCode === 200 ? [yes, no] : [no, yes];
      expect(lost.json().error).toEqual({ code: 'meetup_settled', message: MEETUP_MESSAGES.settled });
      const sold = won === yes;
      expect(await meetupOf(id)).toEqual({ status: 'done', outcome: sold ? 'sold' : 'not_sold' });
      expect(await statusOf(postId)).toBe(sold ? 'sold' : 'available');
      const sales = await t.pool.query('select count(*)::int as n from sales where post_id = $1', [postId]);
      expect(sales.rows[0].n).toBe(sold ? 1 : 0);
    }
  });

  it('a second answer later gets the same sentence', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Toaster');
    const id = await suggested(t, buyer.jar, chatId, postId);
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    await meetupTimePassed(t, id);
    expect((await outcome(t, seller.jar, id, false)).statusCode).toBe(200);
    const again = await outcome(t, seller.jar, id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'meetup_settled', message: MEETUP_MESSAGES.settled });
    expect(await statusOf(postId)).toBe('available');
  });
});
