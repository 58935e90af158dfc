// A send's client key belongs to one content: the same key with another text is refused and writes
// nothing; "Is this still available?" takes a key too, so a repeat of that tap is one message.
import { randomUUID } from 'node:crypto';
import { INPUT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { stillAvailable } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const messagesIn = async (chatId: string) =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from messages where chat_id = $1`, [chatId]))
    .rows[0]!.n;

describe('a message whose client key comes back with other content', () => {
  it('is refused with a sentence and not written; the same text again is the first message', async () => {
    const a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Ann Twotabs' });
    const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Ben Other' });
    const chatId = (await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar)).json().chat.id as string;
    const clientKey = randomUUID();
    const say = (text: string) =>
      post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc(text), clientKey }, a.jar);
    const first = await say('See you at 5');
    const other = await say('Actually, 6');
    const again = await say('See you at 5');
    expect([first.statusCode, other.statusCode, again.statusCode]).toEqual([201, 409, 201]);
    expect(other.json().error).toEqual({
      code: 'client_key_reused',
      message: INPUT_MESSAGES.clientKeyReused,
    });
    expect(again.json().id).toBe(first.json().id);
    expect(await messagesIn(chatId)).toBe(1);
  });
});

describe('"Is this still available?" with a client key', () => {
  it('sends one message for two taps with the same key, and still works without a key', async () => {
    const seller = await poster(t, 'Sue Seller');
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Buyer' });
    const postId = (await createPost(t, seller.jar, { text: doc('Couch'), price: 50 })).id as string;
    const clientKey = randomUUID();
    const ask = () => send(t, 'POST', `/api/posts/${postId}/still-available`, buyer.jar, { clientKey });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const chatId = first.json().chatId as string;
    expect(second.json().chatId).toBe(chatId);
    expect(await messagesIn(chatId)).toBe(1);
    expect((await ask()).statusCode).toBe(201);
    expect(await messagesIn(chatId)).toBe(1);
    expect((await stillAvailable(t, buyer.jar, postId)).statusCode).toBe(201);
    expect(await messagesIn(chatId)).toBe(2);
    // No body at all, as an API client (or the safe-trades journey) may send it: a new message each time.
    const bare = await send(t, 'POST', `/api/posts/${postId}/still-available`, buyer.jar);
    expect(bare.statusCode, bare.body).toBe(201);
    expect(await messagesIn(chatId)).toBe(3);
    const bad = await send(t, 'POST', `/api/posts/${postId}/still-available`, buyer.jar, { clientKey: 'k' });
    expect(bad.statusCode).toBe(400);
  });
});
