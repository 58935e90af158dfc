// "Is this still available?" to a seller who is away: the chat answers at once for them, once per
// tap, and that answer is not their reply for the reply time. An offer is answered the same way.

import { randomUUID } from 'node:crypto';
import { AWAY_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const messagesOf = async (chatId: string) =>
  (
    await t.pool.query(
      'select user_id, plain_text, auto_answer from messages where chat_id = $1 order by created_at, id',
      [chatId],
    )
  ).rows as { user_id: string; plain_text: string; auto_answer: boolean }[];

describe('the away answer', () => {
  it('answers the question at once while the seller is away, once per tap, marked as an automatic answer', async () => {
    const seller = await poster(t, 'Sia Away');
    const buyer = await poster(t, 'Ben Asks');
    const postId = (await createPost(t, seller.jar, { text: doc('Bike lock'), price: 10 })).id as string;
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await send(t, 'PUT', '/api/me/away', seller.jar, { until, note: 'Back after break' })).statusCode,
    ).toBe(200);
    const clientKey = randomUUID();
    const ask = () => send(t, 'POST', `/api/posts/${postId}/still-available`, buyer.jar, { clientKey });
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(201);
    const chatId = asked.json().chatId as string;
    expect((await ask()).statusCode).toBe(201); // the same tap again
    const answer = AWAY_MESSAGES.autoAnswer(until, 'Back after break');
    expect(answer).toMatch(/^I'm away until [A-Z][a-z]{2} \d{1,2}\. Back after break$/);
    expect(await messagesOf(chatId)).toEqual([
      { user_id: buyer.user.id, plain_text: 'Is this still available?', auto_answer: false },
      { user_id: seller.user.id, plain_text: answer, auto_answer: true },
    ]);

    // Back: the question is the buyer's alone again.
    await send(t, 'DELETE', '/api/me/away', seller.jar);
    const other = await poster(t, 'Cal Curious');
    const second = await send(t, 'POST', `/api/posts/${postId}/still-available`, other.jar, {});
    expect((await messagesOf(second.json().chatId)).map((m) => m.user_id)).toEqual([other.user.id]);
  });

  it('answers an offer at once while the seller is away, once per tap', async () => {
    const seller = await poster(t, 'Oda Away');
    const buyer = await poster(t, 'Ola Offers');
    const postId = (await createPost(t, seller.jar, { text: doc('Desk chair'), price: 40 })).id as string;
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await send(t, 'PUT', '/api/me/away', seller.jar, { until })).statusCode).toBe(200);
    const clientKey = randomUUID();
    const offer = () =>
      send(t, 'POST', `/api/posts/${postId}/offers`, buyer.jar, { amount: '30', clientKey });
    const made = await offer();
    expect(made.statusCode, made.body).toBe(201);
    expect((await offer()).statusCode).toBe(201); // the same tap again
    const lines = await messagesOf(made.json().offer.chatId);
    expect(lines.map((m) => [m.user_id, m.auto_answer])).toEqual([
      [buyer.user.id, false],
      [seller.user.id, true],
    ]);
    expect(lines[1]!.plain_text).toBe(AWAY_MESSAGES.autoAnswer(until, null));
  });
});
