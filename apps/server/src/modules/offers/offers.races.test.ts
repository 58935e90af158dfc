// Offers at once: two accepts on one listing, and the double taps a client key or the answer's state
// makes one.
import { randomUUID } from 'node:crypto';
import { INPUT_MESSAGES, OFFER_MESSAGES as M } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, memberOf } from '../../test/accounts-helpers';
import * as offers from '../../test/offers-helpers';
import { errorOf } from '../../test/outsiders';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let buyer: Member;

const codeOf = async (id: string) =>
  (await t.pool.query('select handoff_code from offers where id = $1', [id])).rows[0].handoff_code as string;

beforeAll(async () => {
  t = await createTestContext();
  buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Buyer' });
});

describe('offers at once', () => {
  it('of two accepts on one listing at once, exactly one wins; the other gets its sentence', async () => {
    const { seller, postId } = await offers.pricedListing(t, 100);
    const other = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Rae Rival' });
    const [a, b] = [
      await offers.offered(t, buyer.jar, postId, '60'),
      await offers.offered(t, other.jar, postId, '65'),
    ];
    const results = await Promise.all(
      [a, b].map((o) => offers.answerOffer(t, seller.jar, o.id, { action: 'accept' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(errorOf(loser)).toEqual({ code: 'offer_other_accepted', message: M.otherAccepted });
    const { rows } = await t.pool.query(
      `select count(*)::int as n from offers where post_id = $1 and status = 'accepted'`,
      [postId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a double tap on Send offer, Accept and Confirm makes one of each', async () => {
    const { seller, postId } = await offers.pricedListing(t, 100);
    const body = { amount: '75', clientKey: randomUUID() };
    const sends = await Promise.all([1, 2].map(() => offers.makeOffer(t, buyer.jar, postId, body)));
    expect(sends.map((r) => r.statusCode)).toEqual([201, 201]);
    const id = sends[0]!.json().offer.id as string;
    expect(sends[1]!.json().offer.id).toBe(id);
    const chatId = sends[0]!.json().offer.chatId as string;
    expect(await offers.chatLines(t, chatId)).toEqual([M.card(7500)]);
    // The same key with another amount is another submission's key.
    const reused = await offers.makeOffer(t, buyer.jar, postId, { ...body, amount: '76' });
    expect(errorOf(reused)).toEqual({ code: 'client_key_reused', message: INPUT_MESSAGES.clientKeyReused });

    const accepts = await Promise.all(
      [1, 2].map(() => offers.answerOffer(t, seller.jar, id, { action: 'accept' })),
    );
    expect(accepts.map((r) => r.statusCode)).toEqual([200, 200]);
    const code = await codeOf(id);
    const confirms = await Promise.all([1, 2].map(() => offers.confirmHandoff(t, seller.jar, id, code)));
    expect(confirms.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await offers.chatLines(t, chatId)).toEqual([M.card(7500), M.acceptedLine(7500), M.soldLine(7500)]);
    const sales = await t.pool.query('select count(*)::int as n from sales where post_id = $1', [postId]);
    expect(sales.rows[0].n).toBe(1);
  });
});
