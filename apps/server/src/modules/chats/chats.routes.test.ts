import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memberOf, post, registerUser, verifiedUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const get = (url: string, jar?: CookieJar) =>
  t.request('ou', { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });
const del = (url: string, jar?: CookieJar) =>
  t.request('ou', {
    method: 'DELETE',
    url,
    headers: { origin: 'http://ou.localhost:3000', ...(jar ? { cookie: jar.header } : {}) },
  });
const say = (jar: CookieJar, chatId: string, text: string) =>
  post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc(text) }, jar);

async function pair() {
  const a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Alex Buyer' });
  const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Seller' });
  const started = await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar);
  expect(started.statusCode, started.body).toBe(200);
  return { a, b, chatId: started.json().chat.id as string, created: started.json().created as boolean };
}

describe('chats', () => {
  it('keeps one chat per pair whatever the direction', async () => {
    const { a, b, chatId, created } = await pair();
    expect(created).toBe(true);
    const again = await post(t, 'ou', '/api/chats', { userId: a.user.id }, b.jar);
    expect(again.json()).toMatchObject({ created: false, chat: { id: chatId } });
  });

  it('refuses guests, unverified accounts and members without a school; strangers cannot read, post or delete', async () => {
    const { a, b, chatId } = await pair();
    expect((await post(t, 'ou', '/api/chats', { userId: b.user.id })).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await post(t, 'ou', '/api/chats', { userId: b.user.id }, unverified.jar)).statusCode).toBe(403);
    const noSchool = await verifiedUser(t);
    expect((await post(t, 'ou', '/api/chats', { userId: b.user.id }, noSchool.jar)).json().error.code).toBe(
      'verify_school',
    );
    const stranger = await memberOf(t);
    expect((await get(`/api/chats/${chatId}`, stranger.jar)).json().error.message).toBe(
      "This conversation doesn't exist",
    );
    expect((await get(`/api/chats/${chatId}/messages`, stranger.jar)).statusCode).toBe(404);
    expect((await say(stranger.jar, chatId, 'let me in')).statusCode).toBe(404);
    expect((await del(`/api/chats/${chatId}`, stranger.jar)).statusCode).toBe(404);
    // The other person meets the chat with its first message.
    expect((await get(`/api/chats/${chatId}`, b.jar)).statusCode).toBe(404);
    expect((await say(a.jar, chatId, 'hello')).statusCode).toBe(201);
    expect((await get(`/api/chats/${chatId}`, b.jar)).statusCode).toBe(200);
  });

  it('marks unread for the other person, and Seen once they open it; counts the badge', async () => {
    const { a, b, chatId } = await pair();
    const sent = await say(a.jar, chatId, 'Is the desk still available?');
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = (await get('/api/chats', b.jar)).json().chats;
    expect(inbox[0]).toMatchObject({
      id: chatId,
      unread: true,
      lastMessagePreview: 'Is the desk still available?',
      other: { firstName: 'Alex' },
    });
    expect((await get('/api/unread', b.jar)).json()).toEqual({ notifications: 1, chats: 1 });
    const before = (await get(`/api/chats/${chatId}`, a.jar)).json();
    expect(before.otherLastReadAt === null || before.otherLastReadAt < before.lastMessageAt).toBe(true);
    expect((await post(t, 'ou', `/api/chats/${chatId}/read`, {}, b.jar)).statusCode).toBe(204);
    const after = (await get(`/api/chats/${chatId}`, a.jar)).json();
    expect(after.otherLastReadAt >= after.lastMessageAt).toBe(true);
    expect((await get('/api/unread', b.jar)).json().chats).toBe(0);
  });

  it('toggles reactions and shows a shared post as a card until it is deleted', async () => {
    const seller = await poster(t, 'Sam Seller');
    const buyer = await memberOf(t);
    const item = await createPost(t, seller.jar, { text: doc('Bike for sale') });
    const chatId = (await post(t, 'ou', '/api/chats', { userId: seller.user.id }, buyer.jar)).json().chat.id;
    const shared = (
      await post(t, 'ou', `/api/chats/${chatId}/messages`, { sharedPostId: item.id }, buyer.jar)
    ).json();
    expect(shared.sharedPost).toMatchObject({ id: item.id, deleted: false, preview: 'Bike for sale' });
    const react = await post(t, 'ou', `/api/messages/${shared.id}/react`, {}, seller.jar);
    expect(react.json()).toEqual({ liked: true });
    expect((await post(t, 'ou', `/api/messages/${shared.id}/react`, {}, seller.jar)).json()).toEqual({
      liked: false,
    });
    await del(`/api/posts/${item.id}`, seller.jar);
    const page = (await get(`/api/chats/${chatId}/messages`, buyer.jar)).json();
    expect(page.messages[0].sharedPost).toMatchObject({ id: item.id, deleted: true });
  });

  it("refuses to share another campus's post into a chat, and never shows one stored before", async () => {
    const { a, b, chatId } = await pair();
    const texan = await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Tex Seller' });
    await t.pool.query(
      `update users set image = '/files/x.jpg?v=1', bio = 'Hi', profile_set_up = true where id = $1`,
      [texan.user.id],
    );
    const utPost = await post(t, 'ut', '/api/posts', { text: doc('UT secret'), uploadIds: [] }, texan.jar);
    expect(utPost.statusCode, utPost.body).toBe(201);
    const utPostId = utPost.json().id as string;
    const shared = await post(t, 'ou', `/api/chats/${chatId}/messages`, { sharedPostId: utPostId }, a.jar);
    expect([shared.statusCode, shared.json().error?.code]).toEqual([404, 'post_missing']);
    const unknown = await post(
      t,
      'ou',
      `/api/chats/${chatId}/messages`,
      { sharedPostId: '00000000-0000-4000-8000-000000000000' },
      a.jar,
    );
    expect(unknown.statusCode).toBe(404);
    // A share stored before this check: shown as a deleted post, never its text.
    await t.pool.query(
      `insert into messages (id, chat_id, user_id, plain_text, shared_post_id) values (gen_random_uuid(), $1, $2, '', $3)`,
      [chatId, a.user.id, utPostId],
    );
    const page = await get(`/api/chats/${chatId}/messages`, b.jar);
    expect(page.body).not.toContain('UT secret');
    expect(page.json().messages[0].sharedPost).toMatchObject({ id: utPostId, deleted: true, preview: '' });
  });

  it('pages 15 newest first; a socket dropped mid-burst catches up: 100 messages arrive exactly once, in order', async () => {
    const { a, b, chatId } = await pair();
    const host = hostOf('ou', t.config);
    const frames: { type: string; payload?: { messageId?: string } }[] = [];
    const socket = await t.app.injectWS(
      '/api/ws',
      {
        headers: { host, origin: `http://${host}`, cookie: b.jar.header },
        socket: { remoteAddress: '10.7.0.1' } as never,
      },
      {
        onInit: (ws: { on(e: 'message', l: (d: Buffer) => void): void }) =>
          ws.on('message', (d) => frames.push(JSON.parse(String(d)))),
      },
    );
    await vi.waitFor(() => expect(frames[0]).toMatchObject({ type: 'ready' }));
    const received = () =>
      frames.filter((f) => f.type === 'message.created').map((f) => f.payload!.messageId!);
    const sentIds: string[] = [];
    for (let i = 0; i < 100; i++) {
      if (i === 40) {
        await vi.waitFor(() => expect(received()).toHaveLength(40));
        socket.terminate();
      }
      sentIds.push((await say(a.jar, chatId, `message ${i}`)).json().id);
    }
    const live = received();
    expect(live).toEqual(sentIds.slice(0, 40));
    const caughtUp = (await get(`/api/chats/${chatId}/messages?after=${live.at(-1)}`, b.jar)).json().messages;
    expect([...live, ...caughtUp.map((m: { id: string }) => m.id)]).toEqual(sentIds);
    const first = (await get(`/api/chats/${chatId}/messages`, b.jar)).json();
    expect(first.messages).toHaveLength(15);
    expect(first.messages[0].plainText).toBe('message 99');
    const second = (await get(`/api/chats/${chatId}/messages?cursor=${first.nextCursor}`, b.jar)).json();
    expect(second.messages[0].plainText).toBe('message 84');
  });

  it('deletes the conversation with its messages', async () => {
    const { a, chatId } = await pair();
    await say(a.jar, chatId, 'bye');
    expect((await del(`/api/chats/${chatId}`, a.jar)).statusCode).toBe(204);
    expect((await get(`/api/chats/${chatId}`, a.jar)).statusCode).toBe(404);
    const { rows } = await t.pool.query('select count(*)::int as n from messages where chat_id = $1', [
      chatId,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
