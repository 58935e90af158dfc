// A reversed appeal restores each kind of removed content: a comment with its replies (and its
// post's comment count), a chat message for both people (and the inbox preview), a rating.
import { MODERATION_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { rate, sellTo } from '../../test/marketplace-helpers';
import { actOn, getAs, moderatorOf, report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let reporter: Awaited<ReturnType<typeof poster>>;
let moderator: Awaited<ReturnType<typeof poster>>;

/** The member appeals their newest action; the moderator reverses it. */
async function appealAndReverse(jar: CookieJar) {
  const [entry] = (await getAs(t, jar, '/api/standing')).json().entries;
  expect((await post(t, 'ou', `/api/standing/${entry.id}/appeal`, { text: 'Please' }, jar)).statusCode).toBe(
    201,
  );
  const open = (await getAs(t, moderator.jar, '/api/moderation/appeals')).json().appeals;
  const appeal = open.find((a: { action: { id: string } }) => a.action.id === entry.id);
  const res = await post(
    t,
    'ou',
    `/api/moderation/appeals/${appeal.id}/answer`,
    { outcome: 'reversed' },
    moderator.jar,
  );
  expect(res.statusCode, res.body).toBe(200);
  return entry;
}

beforeAll(async () => {
  t = await createTestContext();
  reporter = await poster(t, 'Rita Reporter');
  moderator = await moderatorOf(t, 'ou');
});

describe('a reversal restores', () => {
  it('a comment with its replies and the count of its post', async () => {
    const author = await poster(t, 'Cora Comment');
    const { id: postId } = await createPost(t, reporter.jar, { text: doc('Lamp for sale') });
    const comment = await post(
      t,
      'ou',
      `/api/posts/${postId}/comments`,
      { text: doc('Rude words') },
      author.jar,
    );
    const commentId = comment.json().id;
    await post(t, 'ou', `/api/posts/${commentId}/comments`, { text: doc('A reply') }, reporter.jar);
    await report(t, reporter.jar, { targetType: 'comment', targetId: commentId, reason: 'harassment' });
    expect((await actOn(t, moderator.jar, ['comment', commentId], 'remove', 'Rude')).statusCode).toBe(200);
    expect((await getAs(t, reporter.jar, `/api/posts/${postId}`)).json().post.commentCount).toBe(0);

    const entry = await appealAndReverse(author.jar);
    expect(entry).toMatchObject({ kind: 'removal', contentName: 'comment' });
    const page = (await getAs(t, reporter.jar, `/api/posts/${postId}`)).json();
    expect(page.post.commentCount).toBe(1);
    expect(JSON.stringify(page)).toContain('Rude words');
    const { rows } = await t.pool.query(
      'select count(*)::int as n from posts where root_post_id = $1 and removed_at is null',
      [postId],
    );
    expect(rows[0].n).toBe(2);
  });

  it('a chat message for both people, with the inbox preview', async () => {
    const author = await poster(t, 'Max Message');
    const chat = (await post(t, 'ou', '/api/chats', { userId: reporter.user.id }, author.jar)).json().chat.id;
    const sent = await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Pay me now') }, author.jar);
    await report(t, reporter.jar, { targetType: 'message', targetId: sent.json().id, reason: 'scam' });
    expect((await actOn(t, moderator.jar, ['message', sent.json().id], 'remove', 'Scam')).statusCode).toBe(
      200,
    );
    const inbox = JSON.stringify((await getAs(t, reporter.jar, '/api/chats')).json());
    expect(inbox).toContain(MODERATION_MESSAGES.messageRemovedPreview);

    await appealAndReverse(author.jar);
    for (const jar of [author.jar, reporter.jar]) {
      const messages = (await getAs(t, jar, `/api/chats/${chat}/messages`)).json();
      expect(JSON.stringify(messages)).toContain('Pay me now');
      const again = JSON.stringify((await getAs(t, jar, '/api/chats')).json());
      expect(again).not.toContain(MODERATION_MESSAGES.messageRemovedPreview);
    }
  });

  it('a rating', async () => {
    const seller = await poster(t, 'Sal Seller');
    const buyer = await poster(t, 'Bea Buyer');
    const { id: listing } = await createPost(t, seller.jar, { text: doc('Table for sale'), price: 40 });
    await sellTo(t, seller, buyer, listing);
    const rating = await rate(t, buyer.jar, listing, { stars: 1, comment: 'Awful seller' });
    expect(rating.statusCode, rating.body).toBe(201);
    await report(t, seller.jar, { targetType: 'rating', targetId: rating.json().id, reason: 'spam' });
    expect(
      (await actOn(t, moderator.jar, ['rating', rating.json().id], 'remove', 'Not a review')).statusCode,
    ).toBe(200);
    const removedAt = 'select removed_at from ratings where id = $1';
    expect((await t.pool.query(removedAt, [rating.json().id])).rows[0].removed_at).not.toBeNull();

    await appealAndReverse(buyer.jar);
    expect((await t.pool.query(removedAt, [rating.json().id])).rows[0].removed_at).toBeNull();
  });
});
