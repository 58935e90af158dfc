// The handoff code of an accepted meetup: the buyer's to show, the seller's to confirm; the right
// code closes the sale as confirmed, a wrong one says so.
import { OFFER_MESSAGES as M } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, memberOf, registerUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { rate } from '../../test/marketplace-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { answer, listingInChat, suggested, withSpots } from '../../test/trades-helpers';

let t: TestContext;
let buyer: Member;

beforeAll(async () => {
  t = await createTestContext();
  await withSpots(t);
  buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Hal Handoff' });
});

const handoff = (jar: CookieJar | undefined, id: string, code: string) =>
  send(t, 'POST', `/api/meetups/${id}/handoff`, jar, { code });

describe('the handoff code of a meetup', () => {
  it('is shown to the buyer once accepted; a wrong code is refused, the right one closes the sale', async () => {
    const { seller, postId, chatId } = await listingInChat(t, buyer, 'Desk chair $30');
    const id = await suggested(t, buyer.jar, chatId, postId);
    expect(
      (await send(t, 'GET', `/api/chats/${chatId}/meetups`, buyer.jar)).json().meetups[0].handoffCode,
    ).toBeNull();
    expect((await answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
    const code = (await send(t, 'GET', `/api/chats/${chatId}/meetups`, buyer.jar)).json().meetups[0]
      .handoffCode as string;
    expect(code).toMatch(/^\d{4}$/);
    expect(
      (await send(t, 'GET', `/api/chats/${chatId}/meetups`, seller.jar)).json().meetups[0].handoffCode,
    ).toBeNull();

    const stranger = (await memberOf(t, 'ou', 'ou.edu', { fullName: 'Sy Stranger' })).jar;
    const outsiders = {
      guest: (await handoff(undefined, id, code)).statusCode,
      unverified: (await handoff((await registerUser(t)).jar, id, code)).statusCode,
      otherCampus: (await handoff((await memberOf(t, 'ut', 'utexas.edu')).jar, id, code)).statusCode,
      stranger: (await handoff(stranger, id, code)).statusCode,
      buyer: (await handoff(buyer.jar, id, code)).statusCode,
    };
    expect(outsiders).toEqual({ guest: 401, unverified: 403, otherCampus: 403, stranger: 404, buyer: 403 });

    const wrong = await handoff(seller.jar, id, String((Number(code) + 1) % 10_000).padStart(4, '0'));
    expect(wrong.json().error).toEqual({ code: 'handoff_wrong_code', message: M.wrongCode });
    const [first, again] = await Promise.all([handoff(seller.jar, id, code), handoff(seller.jar, id, code)]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().meetup).toMatchObject({ status: 'done', outcome: 'sold', handoffCode: null });
    const { rows } = await t.pool.query(
      'select p.status, s.buyer_id, s.confirmed_at from posts p join sales s on s.post_id = p.id where p.id = $1',
      [postId],
    );
    expect(rows[0]).toMatchObject({ status: 'sold', buyer_id: buyer.user.id });
    expect(rows[0].confirmed_at).not.toBeNull();
    expect((await rate(t, buyer.jar, postId, { stars: 5 })).statusCode).toBe(201);
    expect((await rate(t, seller.jar, postId, { stars: 5 })).statusCode).toBe(201);
  });
});
