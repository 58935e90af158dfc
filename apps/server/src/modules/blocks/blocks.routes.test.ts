import { BLOCK_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, verifiedUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { countQueries, createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const get = (url: string, jar?: CookieJar) => send(t, 'GET', url, jar);
const ids = (res: { json(): { posts: { id: string }[] } }) => res.json().posts.map((p) => p.id);
const block = (jar: CookieJar, userId: string) => post(t, 'ou', '/api/me/blocks', { userId }, jar);
const commentOn = async (jar: CookieJar, postId: string, text: string) => {
  const res = await post(t, 'ou', `/api/posts/${postId}/comments`, { text: doc(text) }, jar);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};
const unblock = (jar: CookieJar, userId: string) => send(t, 'DELETE', `/api/me/blocks/${userId}`, jar);

/** Two posting members: `blocker` and `blocked`, each with a post that names a shared word. */
async function pair() {
  const blocker = await poster(t, 'Bea Blocker');
  const blocked = await poster(t, 'Bo Blocked');
  const word = `zither${Math.random().toString(36).slice(2, 8)}`;
  const theirs = await createPost(t, blocked.jar, { text: doc(`Selling a ${word} case`) });
  const mine = await createPost(t, blocker.jar, { text: doc(`Looking for a ${word}`) });
  return { blocker, blocked, word, theirs: theirs.id as string, mine: mine.id as string };
}

describe('blocking', () => {
  it("hides the blocked person's posts, comments, people hits and notifications from the blocker only", async () => {
    const { blocker, blocked, word, theirs, mine } = await pair();
    const comment = await commentOn(blocked.jar, mine, 'Still free?');
    expect(ids(await get('/api/feed', blocker.jar))).toContain(theirs);
    expect((await get('/api/unread', blocker.jar)).json().notifications).toBe(1);
    expect((await block(blocker.jar, blocked.user.id)).statusCode).toBe(204);
    expect((await block(blocker.jar, blocked.user.id)).statusCode).toBe(204); // a repeat changes nothing

    expect(ids(await get('/api/feed', blocker.jar))).not.toContain(theirs);
    expect(ids(await get('/api/feed', blocker.jar))).toContain(mine);
    expect(ids(await get(`/api/search?q=${word}`, blocker.jar))).toEqual([mine]);
    const people = await get(`/api/search/people?q=${blocked.user.username}`, blocker.jar);
    expect(people.json().users).toEqual([]);
    const newMessage = await get(`/api/users/search?q=${blocked.user.username}`, blocker.jar);
    expect(newMessage.json().users).toEqual([]);
    const detail = (await get(`/api/posts/${mine}`, blocker.jar)).json();
    expect(detail.comments.map((c: { id: string }) => c.id)).not.toContain(comment.id);
    const notes = (await get('/api/notifications', blocker.jar)).json().notifications;
    expect(notes.some((n: { from: { id: string } }) => n.from.id === blocked.user.id)).toBe(false);
    expect((await get('/api/unread', blocker.jar)).json().notifications).toBe(0);

    // Private: the blocked person still sees the blocker's posts and profile as before.
    expect(ids(await get('/api/feed', blocked.jar))).toEqual(expect.arrayContaining([mine, theirs]));
    const theirView = (await get(`/api/profiles/${blocker.user.username}`, blocked.jar)).json();
    expect(theirView.blockedByMe).toBe(false);
    // Everyone else sees both, comment included.
    const other = await memberOf(t, 'ou', 'ou.edu');
    expect(ids(await get('/api/feed', other.jar))).toEqual(expect.arrayContaining([mine, theirs]));
    const full = (await get(`/api/posts/${mine}`, other.jar)).json();
    expect(full.comments.map((c: { id: string }) => c.id)).toContain(comment.id);
  });

  it("shows the blocked person's profile as blocked, with every tab empty, and no new notifications from them", async () => {
    const { blocker, blocked, mine } = await pair();
    await block(blocker.jar, blocked.user.id);
    const profile = (await get(`/api/profiles/${blocked.user.username}`, blocker.jar)).json();
    expect(profile).toMatchObject({ id: blocked.user.id, blockedByMe: true, bio: null });
    for (const show of ['home', 'photos', 'replies', 'likes']) {
      const tab = await get(`/api/profiles/${blocked.user.username}/posts?show=${show}`, blocker.jar);
      expect(tab.json()).toEqual({ posts: [], nextCursor: null });
    }
    await post(t, 'ou', `/api/posts/${mine}/like`, {}, blocked.jar);
    await commentOn(blocked.jar, mine, 'Me again');
    const stored = await t.pool.query(
      'select 1 from notifications where to_user_id = $1 and from_user_id = $2',
      [blocker.user.id, blocked.user.id],
    );
    expect(stored.rowCount).toBe(0);
  });

  it('lets neither person message the other, with a clear message each, and lists and undoes blocks', async () => {
    const { blocker, blocked, theirs } = await pair();
    const chat = (await post(t, 'ou', '/api/chats', { userId: blocked.user.id }, blocker.jar)).json().chat.id;
    const hello = await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Hi') }, blocked.jar);
    await block(blocker.jar, blocked.user.id);

    const mineStart = await post(t, 'ou', '/api/chats', { userId: blocked.user.id }, blocker.jar);
    expect(mineStart.statusCode).toBe(403);
    expect(mineStart.json().error.message).toBe(BLOCK_MESSAGES.youBlockedThem);
    const theirStart = await post(t, 'ou', '/api/chats', { userId: blocker.user.id }, blocked.jar);
    expect(theirStart.statusCode).toBe(403);
    expect(theirStart.json().error.message).toBe(BLOCK_MESSAGES.cannotMessage);
    const mineSend = await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Hey') }, blocker.jar);
    expect(mineSend.json().error).toMatchObject({
      code: 'blocked_by_you',
      message: BLOCK_MESSAGES.youBlockedThem,
    });
    const theirSend = await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Hey') }, blocked.jar);
    expect(theirSend.statusCode).toBe(403);
    expect(theirSend.json().error).toMatchObject({
      code: 'cannot_message',
      message: BLOCK_MESSAGES.cannotMessage,
    });
    const react = await post(t, 'ou', `/api/messages/${hello.json().id}/react`, {}, blocker.jar);
    expect(react.statusCode).toBe(403);
    // The blocker keeps the conversation (to read it), marked as blocked; the other side is not told.
    expect((await get(`/api/chats/${chat}`, blocker.jar)).json().blockedByMe).toBe(true);
    expect((await get(`/api/chats/${chat}`, blocked.jar)).json().blockedByMe).toBe(false);

    const list = (await get('/api/me/blocks', blocker.jar)).json();
    expect(list.people).toEqual([
      expect.objectContaining({ id: blocked.user.id, username: blocked.user.username }),
    ]);
    expect((await unblock(blocker.jar, blocked.user.id)).statusCode).toBe(204);
    expect((await get('/api/me/blocks', blocker.jar)).json().people).toEqual([]);
    expect(ids(await get('/api/feed', blocker.jar))).toContain(theirs);
    const again = await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Back') }, blocked.jar);
    expect(again.statusCode).toBe(201);
  });

  it('keeps the feed, Photos, search and notification pages at a fixed number of queries', async () => {
    const { blocker, blocked, word } = await pair();
    const urls = ['/api/feed', '/api/media', `/api/search?q=${word}`, '/api/notifications', '/api/unread'];
    const before = [];
    for (const url of urls) before.push(await countQueries(t.pool, () => get(url, blocker.jar)));
    await block(blocker.jar, blocked.user.id);
    for (const [i, url] of urls.entries()) {
      expect(await countQueries(t.pool, () => get(url, blocker.jar)), url).toBe(before[i]);
    }
  });

  it('refuses oneself, unknown people, guests, unverified accounts and members of another campus', async () => {
    const me = await poster(t, 'Sam Self');
    const self = await block(me.jar, me.user.id);
    expect(self.json().error).toMatchObject({ code: 'block_self', message: BLOCK_MESSAGES.cannotBlockSelf });
    expect((await block(me.jar, 'no-such-person')).statusCode).toBe(404);
    expect((await post(t, 'ou', '/api/me/blocks', { userId: me.user.id })).statusCode).toBe(401);
    const noSchool = await verifiedUser(t);
    expect((await block(noSchool.jar, me.user.id)).statusCode).toBe(403);
    const ut = await memberOf(t, 'ut', 'utexas.edu');
    expect((await block(ut.jar, me.user.id)).statusCode).toBe(403);
    expect((await get('/api/me/blocks')).statusCode).toBe(401);
    expect((await send(t, 'DELETE', `/api/me/blocks/${me.user.id}`)).statusCode).toBe(401);
  });
});
