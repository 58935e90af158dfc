import { PROFILE_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
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

describe('POST /api/users/:id/report', () => {
  it('stores a report for moderators and thanks the member with the spec message', async () => {
    const res = await post(t, 'ou', `/api/users/${owner.user.id}/report`, { reason: 'Spam' }, viewer.jar);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.reported });
    const again = await post(t, 'ou', `/api/users/${owner.user.id}/report`, {}, viewer.jar);
    expect(again.statusCode).toBe(201);
    const rows = await t.pool.query('select * from user_reports where reported_user_id = $1', [
      owner.user.id,
    ]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ reporter_id: viewer.user.id, campus_id: 'ou', status: 'open' });
  });

  it('refuses a guest, an unverified user, a member without a school, oneself, and an unknown person', async () => {
    const url = `/api/users/${owner.user.id}/report`;
    expect((await post(t, 'ou', url, {})).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await post(t, 'ou', url, {}, unverified.jar)).statusCode).toBe(403);
    await t.pool.query('update users set email_verified = true where id = $1', [unverified.user.id]);
    const noSchool = await post(t, 'ou', url, {}, unverified.jar);
    expect(noSchool.statusCode).toBe(403);
    expect(noSchool.json().error.code).toBe('verify_school');
    const self = await post(t, 'ou', `/api/users/${viewer.user.id}/report`, {}, viewer.jar);
    expect(self.statusCode).toBe(400);
    expect((await post(t, 'ou', '/api/users/no-such-user/report', {}, viewer.jar)).statusCode).toBe(404);
    const count = await t.pool.query('select count(*)::int as n from user_reports where reporter_id <> $1', [
      viewer.user.id,
    ]);
    expect(count.rows[0].n).toBe(0);
  });
});
