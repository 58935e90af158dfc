import { REALTIME_PATH } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc } from '../../test/posts-helpers';
import {
  browserSubscription,
  type PushEndpointServer,
  startPushEndpoint,
  verifyVapid,
} from '../../test/push-endpoint';
import { createTestContext, hostOf, TEST_VAPID, type TestContext } from '../../test/test-app';
import { deliverPush } from './push-delivery.service';

// Issue 18: pushes for new messages, comments, replies and saves, encrypted for the browser and read
// back here by a local push service; none to the actor, for a type turned off or to an open app.
let t: TestContext;
let pushService: PushEndpointServer;
beforeAll(async () => {
  pushService = await startPushEndpoint();
  t = await createTestContext({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await pushService.close();
});

let devices = 0;
/** A member of OU with one browser subscribed at the local push service. */
async function subscribedMember(fullName: string) {
  const member = await memberOf(t, 'ou', 'ou.edu', { fullName });
  const path = `/push/${++devices}`;
  const browser = browserSubscription(pushService.url(path));
  const res = await post(t, 'ou', '/api/push/subscribe', browser.body, member.jar);
  expect(res.statusCode, res.body).toBe(204);
  return { ...member, path, browser };
}

const pushesTo = (path: string) => pushService.received.filter((r) => r.path === path);
const say = (jar: CookieJar, chatId: string, text: string) =>
  post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc(text) }, jar);

async function chatBetween(from: CookieJar, toUserId: string): Promise<string> {
  const res = await post(t, 'ou', '/api/chats', { userId: toUserId }, from);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().chat.id;
}

describe('push delivery', () => {
  it('sends the recipient an encrypted push for a new message, which opens the conversation', async () => {
    const seller = await subscribedMember('Sam Seller');
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bo Buyer' });
    const chatId = await chatBetween(buyer.jar, seller.user.id);
    expect((await say(buyer.jar, chatId, 'Is the lamp still available?')).statusCode).toBe(201);
    await t.app.push.idle();
    const [push, ...more] = pushesTo(seller.path);
    expect(more).toHaveLength(0);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.urgency).toBe('high');
    expect(Number(push!.headers.ttl)).toBe(86400);
    const claims = verifyVapid(push!.headers.authorization, TEST_VAPID.publicKey);
    expect(claims.aud).toBe(new URL(pushService.url('/')).origin);
    expect(claims.sub).toBe('mailto:support@campusbuysell.app');
    const payload = JSON.parse(seller.browser.decrypt(push!.body));
    expect(payload).toEqual({
      type: 'messages',
      title: 'Bo B. sent you a message',
      body: 'Is the lamp still available?',
      url: `http://${hostOf('ou', t.config)}/messages/${chatId}`,
      tag: `chat:${chatId}`,
    });
  });

  it('never pushes to the actor, and not for a type turned off', async () => {
    const a = await subscribedMember('Ann Actor');
    const b = await subscribedMember('Ben Other');
    const chatId = await chatBetween(a.jar, b.user.id);
    const off = {
      types: { messages: false, comments: true, replies: true, saves: true, saved_search_matches: true },
    };
    const saved = await t.request('ou', {
      method: 'PUT',
      url: '/api/push/settings',
      payload: off,
      headers: { cookie: b.jar.header, origin: `http://${hostOf('ou', t.config)}` },
    });
    expect(saved.json()).toEqual(off);
    await say(a.jar, chatId, 'hello');
    await t.app.push.idle();
    expect(pushesTo(a.path)).toHaveLength(0);
    expect(pushesTo(b.path)).toHaveLength(0);
  });

  it('pushes comments, replies and saves, each opening the post', async () => {
    const author = await subscribedMember('Pia Author');
    await t.pool.query(
      `update users set image = '/files/x.jpg', bio = 'Hi', profile_set_up = true where id = $1`,
      [author.user.id],
    );
    const other = await subscribedMember('Cy Commenter');
    const { id: postId } = await createPost(t, author.jar, { text: doc('Desk lamp, $20') });
    const commented = await post(
      t,
      'ou',
      `/api/posts/${postId}/comments`,
      { text: doc('Still there?') },
      other.jar,
    );
    expect(commented.statusCode, commented.body).toBe(201);
    const commentId = commented.json().id ?? commented.json().post?.id;
    await post(t, 'ou', `/api/posts/${commentId}/comments`, { text: doc('Yes!') }, author.jar);
    await post(t, 'ou', `/api/posts/${postId}/like`, {}, other.jar);
    await t.app.push.idle();
    const toAuthor = pushesTo(author.path).map((p) => JSON.parse(author.browser.decrypt(p.body)));
    expect(toAuthor.map((p) => [p.title, p.url])).toEqual([
      ['Cy C. commented on your post', `http://${hostOf('ou', t.config)}/post/${postId}`],
      ['Cy C. saved your post', `http://${hostOf('ou', t.config)}/post/${postId}`],
    ]);
    const toOther = pushesTo(other.path).map((p) => JSON.parse(other.browser.decrypt(p.body)));
    expect(toOther.map((p) => p.title)).toEqual(['Pia A. replied to your comment']);
  });

  it('sends nothing while the member has the app open and visible', async () => {
    const seller = await subscribedMember('Val Visible');
    const buyer = await memberOf(t, 'ou', 'ou.edu');
    const chatId = await chatBetween(buyer.jar, seller.user.id);
    const host = hostOf('ou', t.config);
    const frames: string[] = [];
    const socket = await t.app.injectWS(
      REALTIME_PATH,
      {
        headers: { host, origin: `http://${host}`, cookie: seller.jar.header },
        socket: { remoteAddress: '10.18.0.1' } as never,
      },
      {
        onInit: (ws: { on(e: 'message', l: (d: Buffer) => void): void }) =>
          ws.on('message', (d) => frames.push(String(d))),
      },
    );
    await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
    socket.send(JSON.stringify({ type: 'visibility', visible: true }));
    await vi.waitFor(() => expect(t.app.presence.isAppOpen(seller.user.id)).toBe(true));
    await say(buyer.jar, chatId, 'seen live');
    await t.app.push.idle();
    expect(pushesTo(seller.path)).toHaveLength(0);
    socket.send(JSON.stringify({ type: 'visibility', visible: false }));
    await vi.waitFor(() => expect(t.app.presence.isAppOpen(seller.user.id)).toBe(false));
    await say(buyer.jar, chatId, 'now in the background');
    await t.app.push.idle();
    expect(pushesTo(seller.path)).toHaveLength(1);
    socket.terminate();
  });

  it('asks the block rule: nothing between people where one blocked the other', async () => {
    const seller = await subscribedMember('Bea Blocked');
    const buyer = await memberOf(t, 'ou', 'ou.edu');
    const chatId = await chatBetween(buyer.jar, seller.user.id);
    const sent = await say(buyer.jar, chatId, 'hi');
    await t.app.push.idle();
    const [notification] = (
      await t.pool.query('select id from notifications where to_user_id = $1 order by created_at desc', [
        seller.user.id,
      ])
    ).rows;
    const sender = { send: vi.fn(async () => ({ status: 201 })) };
    const deps = {
      db: t.db,
      sender,
      publicUrl: t.config.PUBLIC_URL,
      isAppOpen: () => false,
      log: { warn() {} },
    };
    const asked: string[][] = [];
    const blocked = await deliverPush(
      {
        ...deps,
        isBlocked: async (_db, a, b) => {
          asked.push([a, b]);
          return true;
        },
      },
      notification.id,
    );
    expect(sent.statusCode).toBe(201);
    expect(asked).toEqual([[seller.user.id, buyer.user.id]]);
    expect(blocked).toEqual({ decision: 'blocked', sent: 0, removed: 0 });
    expect(sender.send).not.toHaveBeenCalled();
    const open = await deliverPush({ ...deps, isBlocked: async () => false }, notification.id);
    expect(open).toMatchObject({ decision: 'send', sent: 1 });
  });

  it('removes a subscription its push service says is gone (410), and does not wait for pushes', async () => {
    const seller = await subscribedMember('Gus Gone');
    const buyer = await memberOf(t, 'ou', 'ou.edu');
    const chatId = await chatBetween(buyer.jar, seller.user.id);
    pushService.answer(seller.path, 410);
    pushService.hold();
    // The message is answered while its push is still waiting at the push service (app.inject:
    // t.request would wait for the pushes).
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      payload: { text: doc('first') },
      headers: {
        host: hostOf('ou', t.config),
        origin: `http://${hostOf('ou', t.config)}`,
        cookie: buyer.jar.header,
      },
    });
    expect(answered.statusCode).toBe(201);
    await vi.waitFor(() => expect(pushesTo(seller.path)).toHaveLength(1));
    pushService.release();
    await t.app.push.idle();
    const { rows } = await t.pool.query(
      'select count(*)::int as n from push_subscriptions where user_id = $1',
      [seller.user.id],
    );
    expect(rows[0].n).toBe(0);
    await say(buyer.jar, chatId, 'second');
    await t.app.push.idle();
    expect(pushesTo(seller.path)).toHaveLength(1);
  });
});
