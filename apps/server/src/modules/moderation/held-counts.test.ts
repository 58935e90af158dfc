import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { editPost } from '../../test/marketplace-helpers';
import { actOn, getAs, heldWordsCampus, report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

type Member = Awaited<ReturnType<typeof poster>>;
let t: TestContext;
let moderator: Member;
let reader: Member;

beforeAll(async () => {
  t = await createTestContext();
  ({ moderator, reader } = await heldWordsCampus(t));
});

const comment = async (jar: CookieJar, parentId: string, text: string) => {
  const res = await post(t, 'ou', `/api/posts/${parentId}/comments`, { uploadIds: [], text: doc(text) }, jar);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; held?: string };
};
/** The post's comment count as another member reads it. */
const commentCount = async (postId: string) =>
  (await getAs(t, reader.jar, `/api/posts/${postId}`)).json().post.commentCount as number;
const totalPosts = async (userId: string) =>
  (await t.pool.query('select total_posts from users where id = $1', [userId])).rows[0].total_posts;
const held = (action: 'release' | 'remove', id: string) =>
  post(t, 'ou', `/api/moderation/held/post/${id}/${action}`, {}, moderator.jar);
const hideByReports = async (id: string, targetType: 'post' | 'comment') => {
  for (const name of ['Rae One', 'Rae Two', 'Rae Three']) {
    const res = await report(t, (await poster(t, name)).jar, { targetType, targetId: id, reason: 'spam' });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
};
const deleteAs = (jar: CookieJar, id: string) =>
  t.request('ou', {
    method: 'DELETE',
    url: `/api/posts/${id}`,
    headers: { cookie: jar.header, origin: 'http://ou.localhost:3000' },
  });

describe("a post's comment count", () => {
  it('leaves out a held comment, and counts it once it is released', async () => {
    const author = await poster(t, 'Al Author');
    const commenter = await poster(t, 'Cy Commenter');
    const { id } = await createPost(t, author.jar, { text: doc('Desk lamp') });
    await comment(commenter.jar, id, 'Still there?');
    const waiting = await comment(commenter.jar, id, 'Mine for 5, cash only');
    expect(waiting.held).toBe('rule');
    expect(await commentCount(id)).toBe(1);
    expect((await held('release', waiting.id)).statusCode).toBe(200);
    expect(await commentCount(id)).toBe(2);
  });

  it('takes nothing off when a held comment is removed or its author deletes it', async () => {
    const author = await poster(t, 'Bo Author');
    const commenter = await poster(t, 'Di Commenter');
    const { id } = await createPost(t, author.jar, { text: doc('Bookshelf') });
    await comment(commenter.jar, id, 'Interested');
    const removed = await comment(commenter.jar, id, 'Cash only please');
    const deleted = await comment(commenter.jar, id, 'Or cash only tomorrow');
    expect(await commentCount(id)).toBe(1);
    expect((await held('remove', removed.id)).statusCode).toBe(200);
    expect(await commentCount(id)).toBe(1);
    expect((await deleteAs(commenter.jar, deleted.id)).statusCode).toBe(204);
    expect(await commentCount(id)).toBe(1);
  });

  it('loses a comment hidden after reports and gets it back when a moderator keeps it', async () => {
    const author = await poster(t, 'Ed Author');
    const commenter = await poster(t, 'Fi Commenter');
    const { id } = await createPost(t, author.jar, { text: doc('Mini fridge') });
    await comment(commenter.jar, id, 'Does it work?');
    const reported = await comment(commenter.jar, id, 'Great fridge');
    expect(await commentCount(id)).toBe(2);
    await hideByReports(reported.id, 'comment');
    expect(await commentCount(id)).toBe(1);
    const kept = await actOn(t, moderator.jar, ['comment', reported.id], 'dismiss', 'Fine');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await commentCount(id)).toBe(2);
    // Hidden again and then removed: it was taken off once, at the hide.
    await hideByReports(reported.id, 'comment');
    expect(await commentCount(id)).toBe(1);
    expect((await actOn(t, moderator.jar, ['comment', reported.id], 'remove', 'Spam')).statusCode).toBe(200);
    expect(await commentCount(id)).toBe(1);
  });

  it('loses only the shown comments of a banned member', async () => {
    const author = await poster(t, 'Gu Author');
    const other = await poster(t, 'Ha Other');
    const banned = await poster(t, 'Io Banned');
    const { id } = await createPost(t, author.jar, { text: doc('Road bike') });
    await comment(other.jar, id, 'Size?');
    const shown = await comment(banned.jar, id, 'Mine is better');
    await comment(banned.jar, id, 'Cash only, today');
    expect(await commentCount(id)).toBe(2);
    await report(t, reader.jar, { targetType: 'comment', targetId: shown.id, reason: 'spam' });
    const res = await actOn(t, moderator.jar, ['comment', shown.id], 'ban', 'Spam');
    expect(res.statusCode, res.body).toBe(200);
    expect(await commentCount(id)).toBe(1);
  });

  it('loses only the shown comments of a deleted account', async () => {
    const author = await poster(t, 'Ma Author');
    const other = await poster(t, 'Ne Other');
    const leaving = await poster(t, 'Ol Leaving');
    const { id } = await createPost(t, author.jar, { text: doc('Coffee table') });
    await comment(other.jar, id, 'Price?');
    await comment(leaving.jar, id, 'Nice table');
    await comment(leaving.jar, id, 'Cash only deal');
    const removed = await comment(leaving.jar, id, 'Buy my table instead');
    await report(t, reader.jar, { targetType: 'comment', targetId: removed.id, reason: 'spam' });
    expect((await actOn(t, moderator.jar, ['comment', removed.id], 'remove', 'Spam')).statusCode).toBe(200);
    expect(await commentCount(id)).toBe(2);
    const res = await post(t, 'ou', '/api/me/delete', { password: 'secret123' }, leaving.jar);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await commentCount(id)).toBe(1);
  });
});

describe("a member's total_posts", () => {
  it('leaves out a held post until it is released, and a removed held post takes nothing off', async () => {
    const author = await poster(t, 'Jo Author');
    await createPost(t, author.jar, { text: doc('Couch') });
    const waiting = await createPost(t, author.jar, { text: doc('Futon, cash only') });
    const removed = await createPost(t, author.jar, { text: doc('Ottoman, cash only') });
    expect([waiting.held, removed.held]).toEqual(['rule', 'rule']);
    expect(await totalPosts(author.user.id)).toBe(1);
    expect((await held('release', waiting.id)).statusCode).toBe(200);
    expect(await totalPosts(author.user.id)).toBe(2);
    expect((await held('remove', removed.id)).statusCode).toBe(200);
    expect(await totalPosts(author.user.id)).toBe(2);
  });

  it('loses a post hidden after reports or held by an edit, and gets it back at the release', async () => {
    const author = await poster(t, 'Ki Author');
    await createPost(t, author.jar, { text: doc('Printer') });
    const reported = await createPost(t, author.jar, { text: doc('Monitor') });
    const edited = await createPost(t, author.jar, { text: doc('Keyboard') });
    expect(await totalPosts(author.user.id)).toBe(3);
    await hideByReports(reported.id, 'post');
    expect(await totalPosts(author.user.id)).toBe(2);
    expect((await actOn(t, moderator.jar, ['post', reported.id], 'dismiss', 'Fine')).statusCode).toBe(200);
    expect(await totalPosts(author.user.id)).toBe(3);
    const res = await editPost(t, author.jar, edited.id, { text: doc('Keyboard, cash only') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().held).toBe('rule');
    expect(await totalPosts(author.user.id)).toBe(2);
    // A second held edit of the held post takes nothing more off.
    await editPost(t, author.jar, edited.id, { text: doc('Keyboard, cash only, today') });
    expect(await totalPosts(author.user.id)).toBe(2);
    expect((await held('release', edited.id)).statusCode).toBe(200);
    expect(await totalPosts(author.user.id)).toBe(3);
  });

  it('takes nothing off when the author deletes their held post', async () => {
    const author = await poster(t, 'Lu Author');
    await createPost(t, author.jar, { text: doc('Lamp') });
    const waiting = await createPost(t, author.jar, { text: doc('Rug, cash only') });
    expect(await totalPosts(author.user.id)).toBe(1);
    expect((await deleteAs(author.jar, waiting.id)).statusCode).toBe(204);
    expect(await totalPosts(author.user.id)).toBe(1);
  });
});
