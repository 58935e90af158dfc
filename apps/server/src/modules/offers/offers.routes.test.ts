import { OFFER_MESSAGES as M, PRICE_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, memberOf } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { rate, setStatus } from '../../test/marketplace-helpers';
import {
  answerOffer,
  chatLines,
  confirmHandoff,
  makeOffer,
  offered,
  pricedListing,
} from '../../test/offers-helpers';
import { errorOf, makeOutsiders, type Outsiders, postStatusOf } from '../../test/outsiders';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let buyer: Member;
let outsiders: Outsiders;

const countOffers = async () => (await t.pool.query('select count(*)::int as n from offers')).rows[0].n;
const statusOf = (postId: string) => postStatusOf(t, postId);
const codeOf = async (id: string) =>
  (await t.pool.query('select handoff_code from offers where id = $1', [id])).rows[0].handoff_code as string;

beforeAll(async () => {
  t = await createTestContext();
  buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Buyer' });
  outsiders = await makeOutsiders(t);
});

type Call = (jar: CookieJar | undefined) => Promise<{ statusCode: number }>;
const statusesOf = async (call: Call, who: (keyof typeof outsiders)[]) =>
  Object.fromEntries(await Promise.all(who.map(async (w) => [w, (await call(outsiders[w])).statusCode])));

describe('offers on a listing', () => {
  it('offer, counter, accept (Pending, others closed), a wrong code, then the code: Sold, confirmed, both rate', async () => {
    const { seller, postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '80');
    expect(offer).toMatchObject({ status: 'open', amountCents: 8000 });
    expect(await chatLines(t, offer.chatId)).toEqual([M.card(8000)]);

    // Another buyer's offer on the same listing closes when the seller accepts this one.
    const other = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Olly Other' });
    const second = await offered(t, other.jar, postId, '70');

    const countered = await answerOffer(t, seller.jar, offer.id, { action: 'counter', amount: '90' });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(countered.json().offer).toMatchObject({ amountCents: 9000, proposedBy: seller.user.id });
    // The seller proposed 90: only the buyer may answer it now.
    expect(errorOf(await answerOffer(t, seller.jar, offer.id, { action: 'accept' }))).toMatchObject({
      code: 'offer_not_yours',
    });

    const accepted = await answerOffer(t, buyer.jar, offer.id, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await statusOf(postId)).toBe('pending');
    expect(await chatLines(t, offer.chatId)).toEqual([
      M.card(8000),
      M.counterLine(9000),
      M.acceptedLine(9000),
    ]);
    expect(await chatLines(t, second.chatId)).toEqual([M.card(7000), M.otherAccepted]);
    const closed = await answerOffer(t, seller.jar, second.id, { action: 'accept' });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed)).toEqual({ code: 'offer_other_accepted', message: M.otherAccepted });

    // The code is the buyer's to show; the seller types it.
    const code = accepted.json().offer.handoffCode as string;
    expect(code).toMatch(/^\d{4}$/);
    const sellerView = await send(t, 'GET', `/api/chats/${offer.chatId}/offers`, seller.jar);
    expect(sellerView.json().offers[0]).toMatchObject({ status: 'accepted', handoffCode: null });
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await confirmHandoff(t, seller.jar, offer.id, wrong);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual({ code: 'handoff_wrong_code', message: M.wrongCode });
    expect(errorOf(await confirmHandoff(t, buyer.jar, offer.id, code))).toMatchObject({
      code: 'offer_seller_only',
    });

    const confirmed = await confirmHandoff(t, seller.jar, offer.id, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().offer.status).toBe('sold');
    expect(await statusOf(postId)).toBe('sold');
    const sale = await t.pool.query('select buyer_id, confirmed_at from sales where post_id = $1', [postId]);
    expect(sale.rows[0].buyer_id).toBe(buyer.user.id);
    expect(sale.rows[0].confirmed_at).not.toBeNull();
    expect((await rate(t, buyer.jar, postId, { stars: 5 })).statusCode).toBe(201);
    expect((await rate(t, seller.jar, postId, { stars: 4 })).statusCode).toBe(201);
    // The trust summary counts the confirmed sale apart.
    const trust = await send(t, 'GET', `/api/people/${seller.user.id}/trust`, other.jar);
    expect(trust.json().trust).toMatchObject({ soldCount: 1, confirmedSaleCount: 1 });

    const page = await send(t, 'GET', '/api/offers', seller.jar);
    expect(
      page
        .json()
        .received.map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([offer.id, second.id].sort());
    expect((await send(t, 'GET', '/api/offers', buyer.jar)).json().sent[0]).toMatchObject({
      id: offer.id,
      status: 'sold',
    });
  });

  it.each([
    ['-5', PRICE_MESSAGES.negative],
    ['0', M.notAboveZero],
    ['1e3', PRICE_MESSAGES.notANumber],
    ['101', M.aboveAsking],
    ['12.50', PRICE_MESSAGES.notWhole],
  ])('refuses the amount %j with its sentence and writes nothing', async (amount, message) => {
    const { postId } = await pricedListing(t, 100);
    const before = await countOffers();
    const res = await makeOffer(t, buyer.jar, postId, { amount });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'offer_bad_amount', message });
    expect(await countOffers()).toBe(before);
  });

  it('refuses a counter with a bad amount', async () => {
    const { seller, postId } = await pricedListing(t, 50);
    const offer = await offered(t, buyer.jar, postId, '40');
    const res = await answerOffer(t, seller.jar, offer.id, { action: 'counter', amount: '60' });
    expect(errorOf(res)).toEqual({ code: 'offer_bad_amount', message: M.aboveAsking });
  });

  it('is not on your own listing, one without a price, nor one Sold or Pending', async () => {
    const { seller, postId } = await pricedListing(t, 100);
    expect(errorOf(await makeOffer(t, seller.jar, postId, { amount: '50' }))).toMatchObject({
      code: 'offer_own_listing',
    });
    const free = await pricedListing(t, null);
    expect(errorOf(await makeOffer(t, buyer.jar, free.postId, { amount: '5' }))).toMatchObject({
      code: 'offer_no_price',
    });
    expect((await setStatus(t, seller.jar, postId, { status: 'pending' })).statusCode).toBe(200);
    expect(errorOf(await makeOffer(t, buyer.jar, postId, { amount: '50' }))).toEqual({
      code: 'offer_pending',
      message: M.pending,
    });
    expect((await setStatus(t, seller.jar, postId, { status: 'sold' })).statusCode).toBe(200);
    expect(errorOf(await makeOffer(t, buyer.jar, postId, { amount: '50' }))).toMatchObject({
      code: 'post_sold',
    });
  });

  it('keeps one open offer per buyer and listing: a new amount replaces the old one', async () => {
    const { postId } = await pricedListing(t, 100);
    const first = await offered(t, buyer.jar, postId, '60');
    const again = await offered(t, buyer.jar, postId, '65');
    expect(again.id).toBe(first.id);
    expect(again.amountCents).toBe(6500);
    const { rows } = await t.pool.query('select count(*)::int as n from offers where post_id = $1', [postId]);
    expect(rows[0].n).toBe(1);
  });

  it('lets either side withdraw their own open offer, not the other one', async () => {
    const { seller, postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '60');
    expect(errorOf(await answerOffer(t, seller.jar, offer.id, { action: 'withdraw' }))).toMatchObject({
      code: 'offer_not_yours',
    });
    const res = await answerOffer(t, buyer.jar, offer.id, { action: 'withdraw' });
    expect(res.json().offer.status).toBe('withdrawn');
    expect(errorOf(await answerOffer(t, seller.jar, offer.id, { action: 'accept' }))).toMatchObject({
      code: 'offer_closed',
    });
  });

  it('Mark as Available releases the accepted buyer; the listing takes offers again', async () => {
    const { seller, postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '60');
    expect((await answerOffer(t, seller.jar, offer.id, { action: 'accept' })).statusCode).toBe(200);
    expect((await setStatus(t, seller.jar, postId, { status: 'available' })).statusCode).toBe(200);
    // The buyer is told in the chat (a notice, a push, the open tab).
    expect((await chatLines(t, offer.chatId)).at(-1)).toBe(M.releasedLine);
    const { rows } = await t.pool.query('select status from offers where id = $1', [offer.id]);
    expect(rows[0].status).toBe('released');
    const seen = await send(t, 'GET', `/api/chats/${offer.chatId}/offers`, buyer.jar);
    expect(seen.json().offers[0]).toMatchObject({ status: 'released', handoffCode: null });
    expect(errorOf(await confirmHandoff(t, seller.jar, offer.id, '0000'))).toMatchObject({
      code: 'offer_not_accepted',
    });
    const next = await offered(t, buyer.jar, postId, '70');
    expect((await answerOffer(t, seller.jar, next.id, { action: 'accept' })).statusCode).toBe(200);
  });

  it('locks confirming for an hour after 5 wrong codes', async () => {
    const { seller, postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '60');
    await answerOffer(t, seller.jar, offer.id, { action: 'accept' });
    const code = await codeOf(offer.id);
    const wrong = String((Number(code) + 5) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i++)
      expect((await confirmHandoff(t, seller.jar, offer.id, wrong)).statusCode).toBe(400);
    const locked = await confirmHandoff(t, seller.jar, offer.id, code);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toEqual({ code: 'handoff_locked', message: M.codeLocked });
    expect(await statusOf(postId)).toBe('pending');
  });

  it('expires an open offer after its time: the card says Expired and it can no longer be accepted', async () => {
    const { seller, postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '60');
    const data = { offerId: offer.id, expiresAt: new Date().toISOString() };
    expect(await t.app.offerExpiry.runOnce(data)).toBe(false);
    await t.pool.query(`update offers set expires_at = now() - interval '1 minute' where id = $1`, [
      offer.id,
    ]);
    expect(await t.app.offerExpiry.runOnce(data)).toBe(true);
    expect(await t.app.offerExpiry.runOnce(data)).toBe(false);
    const res = await answerOffer(t, seller.jar, offer.id, { action: 'accept' });
    expect(errorOf(res)).toEqual({ code: 'offer_closed', message: M.closed });
    const seen = await send(t, 'GET', `/api/chats/${offer.chatId}/offers`, seller.jar);
    expect(seen.json().offers[0].status).toBe('expired');
  });
});

describe('who may', () => {
  it('refuses a guest, an unverified member and another campus on every route, and a stranger to the offer', async () => {
    const { postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '60');
    const before = await countOffers();
    const make: Call = (jar) => makeOffer(t, jar, postId, { amount: '50' });
    expect(await statusesOf(make, ['guest', 'unverified', 'otherCampus'])).toEqual({
      guest: 401,
      unverified: 403,
      otherCampus: 403,
    });
    expect(await countOffers()).toBe(before);
    const routes: Call[] = [
      (jar) => answerOffer(t, jar, offer.id, { action: 'accept' }),
      (jar) => answerOffer(t, jar, offer.id, { action: 'counter', amount: '55' }),
      (jar) => confirmHandoff(t, jar, offer.id, '1234'),
      (jar) => send(t, 'GET', `/api/chats/${offer.chatId}/offers`, jar),
    ];
    for (const call of routes)
      expect(await statusesOf(call, ['guest', 'unverified', 'otherCampus', 'stranger'])).toEqual({
        guest: 401,
        unverified: 403,
        otherCampus: 403,
        stranger: 404,
      });
    expect(await statusesOf((jar) => send(t, 'GET', '/api/offers', jar), ['guest', 'unverified'])).toEqual({
      guest: 401,
      unverified: 403,
    });
    const still = await send(t, 'GET', `/api/chats/${offer.chatId}/offers`, buyer.jar);
    expect(still.json().offers[0]).toMatchObject({ status: 'open', amountCents: 6000 });
  });

  it('refuses a suspended member and a retired campus, saying why, and writes nothing', async () => {
    const { postId } = await pricedListing(t, 100);
    await t.pool.query(`update users set suspended_until = now() + interval '1 day' where id = $1`, [
      buyer.user.id,
    ]);
    const suspended = await makeOffer(t, buyer.jar, postId, { amount: '50' });
    await t.pool.query('update users set suspended_until = null where id = $1', [buyer.user.id]);
    expect([suspended.statusCode, errorOf(suspended).code]).toEqual([403, 'suspended']);
    await t.pool.query(`update campuses set retired_at = now() where id = 'ou'`);
    await t.app.campuses.reload();
    const retired = await makeOffer(t, buyer.jar, postId, { amount: '50' });
    await t.pool.query(`update campuses set retired_at = null where id = 'ou'`);
    await t.app.campuses.reload();
    expect([retired.statusCode, errorOf(retired).code]).toEqual([403, 'campus_retired']);
    const { rows } = await t.pool.query('select count(*)::int as n from offers where post_id = $1', [postId]);
    expect(rows[0].n).toBe(0);
  });

  it('goes through blocks: a blocked buyer cannot make an offer', async () => {
    const { seller, postId } = await pricedListing(t, 100);
    const blocked = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bo Blocked' });
    expect(
      (await send(t, 'POST', '/api/me/blocks', seller.jar, { userId: blocked.user.id })).statusCode,
    ).toBeLessThan(300);
    const res = await makeOffer(t, blocked.jar, postId, { amount: '50' });
    expect(res.statusCode).toBe(403);
    const { rows } = await t.pool.query('select count(*)::int as n from offers where post_id = $1', [postId]);
    expect(rows[0].n).toBe(0);
  });
});
