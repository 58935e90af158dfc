// A first hour in the chats: opening a chat sends nothing, a send repeated with its client key makes
// one message, and reading a chat reads its notifications.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const get = (url: string, jar: CookieJar) =>
  t.request('ou', { method: 'GET', url, headers: { cookie: jar.header } });
const count = async (query: string, params: unknown[]) =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from ${query}`, params)).rows[0]!.n;
const notices = (userId: string, chatId: string) =>
  count('notifications where to_user_id = $1 and chat_id = $2', [userId, chatId]);

async function pair() {
  const a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Kim Keyed' });
  const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Lou Listener' });
  const started = await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar);
  expect(started.statusCode, started.body).toBe(200);
  return { a, b, chatId: started.json().chat.id as string };
}

describe('opening a chat', () => {
  it('tells the other person nothing until the first message, which carries the shared post once', async () => {
    const seller = await poster(t, 'Sol Seller');
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bo Buyer' });
    const item = await createPost(t, seller.jar, { text: doc('Lamp for sale') });
    const open = () => post(t, 'ou', '/api/chats', { userId: seller.user.id }, buyer.jar);
    const chatId = (await open()).json().chat.id as string;
    expect((await open()).json().chat.id).toBe(chatId);
    expect((await get('/api/chats', seller.jar)).json().chats).toEqual([]);
    expect((await get(`/api/chats/${chatId}`, seller.jar)).statusCode).toBe(404);
    expect((await get('/api/unread', seller.jar)).json()).toEqual({ notifications: 0, chats: 0 });
    expect(await notices(seller.user.id, chatId)).toBe(0);
    // The buyer's own inbox lists the chat they opened.
    expect((await get('/api/chats', buyer.jar)).json().chats.map((c: { id: string }) => c.id)).toEqual([
      chatId,
    ]);

    const first = await post(
      t,
      'ou',
      `/api/chats/${chatId}/messages`,
      { text: doc('Is the lamp still there?'), sharedPostId: item.id, clientKey: randomUUID() },
      buyer.jar,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      plainText: 'Is the lamp still there?',
      sharedPost: { id: item.id },
    });
    const inbox = (await get('/api/chats', seller.jar)).json().chats;
    expect(inbox).toMatchObject([{ id: chatId, unread: true }]);
    expect((await get('/api/unread', seller.jar)).json()).toEqual({ notifications: 1, chats: 1 });
    expect(await count('messages where chat_id = $1 and shared_post_id = $2', [chatId, item.id])).toBe(1);
  });

  it('lets the other person open an empty chat they did not start, then it is theirs', async () => {
    const { a, b, chatId } = await pair();
    const theirs = await post(t, 'ou', '/api/chats', { userId: a.user.id }, b.jar);
    expect(theirs.json().chat.id).toBe(chatId);
    expect((await get(`/api/chats/${chatId}`, b.jar)).statusCode).toBe(200);
    expect((await get('/api/chats', a.jar)).json().chats).toEqual([]);
  });
});

describe('a message sent twice with one client key', () => {
  it('makes one message and one notification, and answers both with the same message', async () => {
    const { a, b, chatId } = await pair();
    const body = { text: doc('Only once, please'), clientKey: randomUUID() };
    const send = () => post(t, 'ou', `/api/chats/${chatId}/messages`, body, a.jar);
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await count('messages where chat_id = $1', [chatId])).toBe(1);
    expect(await notices(b.user.id, chatId)).toBe(1);
    expect((await get(`/api/chats/${chatId}/messages`, b.jar)).json().messages).toHaveLength(1);
  });

  it('makes one message when both arrive at the same moment', async () => {
    const { a, b, chatId } = await pair();
    const body = { text: doc('Double tap'), clientKey: randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t, 'ou', `/api/chats/${chatId}/messages`, body, a.jar)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await count('messages where chat_id = $1', [chatId])).toBe(1);
    expect(await notices(b.user.id, chatId)).toBe(1);
  });

  it('makes one message with a photo, the photo claimed once', async () => {
    const { a, chatId } = await pair();
    const up = await uploadFile(t, a.jar, await gpsJpeg(), 'desk.jpg');
    expect(up.statusCode, up.body).toBe(201);
    const body = { uploadId: up.json().id, clientKey: randomUUID() };
    const answers = await Promise.all(
      [1, 2].map(() => post(t, 'ou', `/api/chats/${chatId}/messages`, body, a.jar)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[0]!.json().image.url).toContain('images/messages/');
    expect(await count('messages where chat_id = $1', [chatId])).toBe(1);
  });

  it('keeps separate keys separate, and a key is its sender’s own', async () => {
    const { a, b, chatId } = await pair();
    const key = randomUUID();
    const mine = await post(
      t,
      'ou',
      `/api/chats/${chatId}/messages`,
      { text: doc('one'), clientKey: key },
      a.jar,
    );
    const other = await post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc('two') }, a.jar);
    const theirs = await post(
      t,
      'ou',
      `/api/chats/${chatId}/messages`,
      { text: doc('reply'), clientKey: key },
      b.jar,
    );
    expect([mine.statusCode, other.statusCode, theirs.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([mine.json().id, other.json().id, theirs.json().id]).size).toBe(3);
    expect(theirs.json().plainText).toBe('reply');
  });

  it('refuses a key that is not a uuid with a 400', async () => {
    const { a, chatId } = await pair();
    const res = await post(
      t,
      'ou',
      `/api/chats/${chatId}/messages`,
      { text: doc('x'), clientKey: 'k' },
      a.jar,
    );
    expect(res.statusCode).toBe(400);
    expect(await count('messages where chat_id = $1', [chatId])).toBe(0);
  });

  it('refuses a guest, an unverified account, a member of another campus and a stranger', async () => {
    const { a, chatId } = await pair();
    const key = randomUUID();
    const sent = await post(
      t,
      'ou',
      `/api/chats/${chatId}/messages`,
      { text: doc('mine'), clientKey: key },
      a.jar,
    );
    expect(sent.statusCode).toBe(201);
    const body = { text: doc('let me in'), clientKey: key };
    const url = `/api/chats/${chatId}/messages`;
    expect((await post(t, 'ou', url, body)).statusCode).toBe(401);
    expect((await post(t, 'ou', url, body, (await registerUser(t)).jar)).statusCode).toBe(403);
    const texan = await memberOf(t, 'ut', 'utexas.edu');
    expect((await post(t, 'ou', url, body, texan.jar)).statusCode).toBe(403);
    expect((await post(t, 'ut', url, body, texan.jar)).statusCode).toBe(404);
    const stranger = await memberOf(t);
    const refused = await post(t, 'ou', url, body, stranger.jar);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('mine');
    expect(await count('messages where chat_id = $1', [chatId])).toBe(1);
  });
});

describe('reading a chat', () => {
  it('reads its message notifications, and only those', async () => {
    const { a, b, chatId } = await pair();
    const elsewhere = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Max Other' });
    const otherChat = (await post(t, 'ou', '/api/chats', { userId: b.user.id }, elsewhere.jar)).json().chat
      .id;
    for (const text of ['one', 'two'])
      expect(
        (await post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc(text) }, a.jar)).statusCode,
      ).toBe(201);
    await post(t, 'ou', `/api/chats/${otherChat}/messages`, { text: doc('hello') }, elsewhere.jar);
    expect((await get('/api/unread', b.jar)).json()).toEqual({ notifications: 3, chats: 2 });

    expect((await post(t, 'ou', `/api/chats/${chatId}/read`, {}, b.jar)).statusCode).toBe(204);
    expect((await get('/api/unread', b.jar)).json()).toEqual({ notifications: 1, chats: 1 });
    const list = (await get('/api/notifications', b.jar)).json().notifications as {
      chatId: string;
      read: boolean;
    }[];
    expect(list.filter((n) => n.chatId === chatId).map((n) => n.read)).toEqual([true, true]);
    expect(list.filter((n) => n.chatId === otherChat).map((n) => n.read)).toEqual([false]);
  });

  it('refuses a guest, an unverified account, a member of another campus and a stranger', async () => {
    const { a, b, chatId } = await pair();
    await post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc('unread') }, a.jar);
    const url = `/api/chats/${chatId}/read`;
    expect((await post(t, 'ou', url, {})).statusCode).toBe(401);
    expect((await post(t, 'ou', url, {}, (await registerUser(t)).jar)).statusCode).toBe(404);
    expect((await post(t, 'ut', url, {}, (await memberOf(t, 'ut', 'utexas.edu')).jar)).statusCode).toBe(404);
    expect((await post(t, 'ou', url, {}, (await memberOf(t)).jar)).statusCode).toBe(404);
    // Nobody else's read reads the member's notifications.
    expect((await get('/api/unread', b.jar)).json()).toEqual({ notifications: 1, chats: 1 });
  });
});
