import { PROFILE_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { countQueries, createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let owner: Awaited<ReturnType<typeof poster>>;
let viewer: Awaited<ReturnType<typeof memberOf>>;

const get = (url: string, jar: CookieJar | null = viewer.jar) =>
  t.request('ou', { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });
const tab = async (show: string, cursor?: string) =>
  (
    await get(`/api/profiles/${owner.user.username}/posts?show=${show}${cursor ? `&cursor=${cursor}` : ''}`)
  ).json();

beforeAll(async () => {
  t = await createTestContext();
  owner = await poster(t, 'Olive Owner');
  viewer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Vic Viewer' });
});

describe('GET /api/profiles/:username', () => {
  it('finds a profile by username in any case, with the joined date and who is looking', async () => {
    const res = await get(`/api/profiles/${owner.user.username.toUpperCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: owner.user.id,
      username: owner.user.username,
      firstName: 'Olive',
      lastName: 'O.',
      bio: 'Hi',
      verified: true,
      schoolVerified: true,
      profileSetUp: true,
      campusId: 'ou',
      isMe: false,
    });
    expect(Date.parse(res.json().joinedAt)).not.toBeNaN();
    expect((await get(`/api/profiles/${owner.user.username}`, owner.jar)).json().isMe).toBe(true);
    expect((await get(`/api/profiles/${owner.user.username}`, null)).json().isMe).toBe(false);
  });

  it("answers an unknown username with 'This page doesn't exist.'", async () => {
    const res = await get('/api/profiles/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'profile_missing', message: PROFILE_MESSAGES.missingTitle });
    expect((await get('/api/profiles/nobody-here/posts')).statusCode).toBe(404);
  });
});

describe('GET /api/profiles/:username/posts', () => {
  it('lists Posts, Photos, Replies and Likes with their filters, 10 per page, in fixed queries', async () => {
    expect((await tab('home')).posts).toEqual([]);
    const first = await createPost(t, owner.jar, { text: doc('First post') });
    const other = await poster(t, 'Someone Else');
    const theirs = await createPost(t, other.jar, { text: doc('Their post') });
    const reply = await post(
      t,
      'ou',
      `/api/posts/${theirs.id}/comments`,
      { text: doc('My reply') },
      owner.jar,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    await post(t, 'ou', `/api/posts/${theirs.id}/like`, {}, owner.jar);
    await t.pool.query(`update posts set has_photo = true, img_count = 1 where id = $1`, [first.id]);

    const home = await tab('home');
    expect(home.posts.map((p: { plainText: string }) => p.plainText)).toEqual(['First post']);
    expect(home.nextCursor).toBeNull();
    expect((await tab('photos')).posts.map((p: { id: string }) => p.id)).toEqual([first.id]);
    expect((await tab('replies')).posts.map((p: { plainText: string }) => p.plainText)).toEqual(['My reply']);
    expect((await tab('likes')).posts.map((p: { id: string }) => p.id)).toEqual([theirs.id]);

    for (let i = 0; i < 12; i += 1) await createPost(t, owner.jar, { text: doc(`Post ${i}`) });
    const page1 = await tab('home');
    expect(page1.posts).toHaveLength(10);
    expect(page1.posts[0].plainText).toBe('Post 11');
    const page2 = await tab('home', page1.nextCursor);
    expect(page2.posts.map((p: { plainText: string }) => p.plainText)).toEqual([
      'Post 1',
      'Post 0',
      'First post',
    ]);
    expect(page2.nextCursor).toBeNull();

    const url = `/api/profiles/${owner.user.username}/posts?show=home`;
    const full = await countQueries(t.pool, () => get(url));
    const rest = await countQueries(t.pool, () => get(`${url}&cursor=${page1.nextCursor}`));
    expect(full).toBeGreaterThanOrEqual(5);
    expect(full).toBe(rest);
  });

  it('keeps a private campus’s lists from guests', async () => {
    const res = await get(`/api/profiles/${owner.user.username}/posts`, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('campus_private');
  });
});
