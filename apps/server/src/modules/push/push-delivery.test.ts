import { REALTIME_PATH } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc } from '../../test/posts-helpers';
import {
  allPushTypes,
  browserSubscription,
  type PushEndpointServer,
  startPushEndpoint,
  verifyVapid,
} from '../../test/push-endpoint';
import { statementsOf } from '../../test/statements';
import { createTestContext, hostOf, TEST_VAPID, type TestContext } from '../../test/test-app';
import { deliverPush } from './push-delivery.service';

const pending = async (userId: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select count(*)::int as n from notifications where to_user_id = $1 and push_pending',
      [userId],
    )
  ).rows[0]!.n;

// Pushes for new messages, comments, replies and saves, encrypted for the browser and read
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
    await t.app.pushDelivery.runOnce();
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
    const off = { types: { ...allPushTypes(true), messages: false } };
    const saved = await t.request('ou', {
      method: 'PUT',
      url: '/api/push/settings',
      payload: off,
      headers: { cookie: b.jar.header, origin: `http://${hostOf('ou', t.config)}` },
    });
    expect(saved.json()).toEqual(off);
    await say(a.jar, chatId, 'hello');
    await t.app.pushDelivery.runOnce();
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
    await t.app.pushDelivery.runOnce();
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
    await t.app.pushDelivery.runOnce();
    expect(pushesTo(seller.path)).toHaveLength(0);
    socket.send(JSON.stringify({ type: 'visibility', visible: false }));
    await vi.waitFor(() => expect(t.app.presence.isAppOpen(seller.user.id)).toBe(false));
    await say(buyer.jar, chatId, 'now in the background');
    await t.app.pushDelivery.runOnce();
    expect(pushesTo(seller.path)).toHaveLength(1);
    socket.terminate();
  });

  it('pushes nothing across a block, whichever way it goes (the notice itself follows the block rules)', async () => {
    const seller = await subscribedMember('Bea Blocker');
    const buyer = await subscribedMember('Bo Blocked');
    const chatId = await chatBetween(buyer.jar, seller.user.id);
    expect((await say(buyer.jar, chatId, 'hi')).statusCode).toBe(201);
    expect((await say(seller.jar, chatId, 'hello')).statusCode).toBe(201);
    // Blocks written after the messages, before their pushes go: the job asks at delivery time.
    await t.pool.query('insert into user_blocks (blocker_id, blocked_id) values ($1, $2)', [
      seller.user.id,
      buyer.user.id,
    ]);
    const [toSeller] = (
      await t.pool.query('select id from notifications where to_user_id = $1 and push_pending', [
        seller.user.id,
      ])
    ).rows;
    const sender = { send: vi.fn(async () => ({ status: 201 })) };
    const deps = {
      db: t.db,
      sender,
      publicUrl: t.config.PUBLIC_URL,
      campuses: t.app.campuses,
      isAppOpen: () => false,
      log: { warn() {} },
    };
    expect(await deliverPush(deps, toSeller.id)).toEqual({ decision: 'blocked', sent: 0, removed: 0 });
    expect(sender.send).not.toHaveBeenCalled();
    await t.app.pushDelivery.runOnce();
    // The blocker blocked the buyer: no push to either of them.
    expect(pushesTo(seller.path)).toHaveLength(0);
    expect(pushesTo(buyer.path)).toHaveLength(0);
    await t.pool.query('delete from user_blocks where blocker_id = $1', [seller.user.id]);
    expect(await deliverPush(deps, toSeller.id)).toMatchObject({ decision: 'send', sent: 1 });
  });

  it('is a durable job: the push waits in the notification until a run sends it, once', async () => {
    const seller = await subscribedMember('Dot Durable');
    const buyer = await memberOf(t, 'ou', 'ou.edu');
    const chatId = await chatBetween(buyer.jar, seller.user.id);
    // A new chat's notice cannot push; the message's can.
    expect(await pending(seller.user.id)).toBe(0);
    expect((await say(buyer.jar, chatId, 'one')).statusCode).toBe(201);
    expect(await pending(seller.user.id)).toBe(1);
    expect(pushesTo(seller.path)).toHaveLength(0);
    await t.app.pushDelivery.runOnce();
    expect(await pending(seller.user.id)).toBe(0);
    expect(pushesTo(seller.path)).toHaveLength(1);
    await t.app.pushDelivery.runOnce();
    expect(pushesTo(seller.path)).toHaveLength(1);
  });

  it('removes a subscription its push service says is gone (410)', async () => {
    const seller = await subscribedMember('Gus Gone');
    const buyer = await memberOf(t, 'ou', 'ou.edu');
    const chatId = await chatBetween(buyer.jar, seller.user.id);
    pushService.answer(seller.path, 410);
    expect((await say(buyer.jar, chatId, 'first')).statusCode).toBe(201);
    await t.app.pushDelivery.runOnce();
    expect(pushesTo(seller.path)).toHaveLength(1);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from push_subscriptions where user_id = $1',
      [seller.user.id],
    );
    expect(rows[0].n).toBe(0);
    await say(buyer.jar, chatId, 'second');
    await t.app.pushDelivery.runOnce();
    expect(pushesTo(seller.path)).toHaveLength(1);
  });

  it('reads a whole batch of pending pushes in one query and clears it in one', async () => {
    const members = [await subscribedMember('Bea Batch'), await subscribedMember('Ben Batch')];
    const buyer = await memberOf(t, 'ou', 'ou.edu');
    for (const member of members) {
      const chatId = await chatBetween(buyer.jar, member.user.id);
      for (const text of ['one', 'two', 'three'])
        expect((await say(buyer.jar, chatId, text)).statusCode).toBe(201);
    }
    const statements = await statementsOf(() => t.app.pushDelivery.runOnce());
    expect(statements).toHaveLength(2);
    for (const member of members) {
      expect(pushesTo(member.path)).toHaveLength(3);
      expect(await pending(member.user.id)).toBe(0);
    }
  });
});
