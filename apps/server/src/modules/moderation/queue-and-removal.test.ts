import { MODERATION_MESSAGES, MODERATION_SENDER, REPORT_REASON_LABELS } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { actOn, administrator, getAs, moderatorOf, report, reportOn } from '../../test/moderation-helpers';
import { countQueries, createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let author: Awaited<ReturnType<typeof poster>>;
let reporter: Awaited<ReturnType<typeof poster>>;
let second: Awaited<ReturnType<typeof poster>>;
let moderator: Awaited<ReturnType<typeof poster>>;
let admin: Awaited<ReturnType<typeof poster>>;

const queue = async (jar: CookieJar, cursor?: string) =>
  (await getAs(t, jar, `/api/moderation/reports${cursor ? `?cursor=${cursor}` : ''}`)).json();
const notices = async (jar: CookieJar) => (await getAs(t, jar, '/api/notifications')).json().notifications;

beforeAll(async () => {
  t = await createTestContext();
  author = await poster(t, 'Sam Scammer');
  reporter = await poster(t, 'Rita Reporter');
  second = await poster(t, 'Seth Second');
  moderator = await moderatorOf(t, 'ou');
  admin = await administrator(t);
});

describe('the moderation queue', () => {
  it('groups open reports by target with the content, its author, prior actions and the reasons', async () => {
    const { id } = await createPost(t, author.jar, { text: doc('Wire the deposit first zorblax') });
    await report(t, reporter.jar, { targetType: 'post', targetId: id, reason: 'scam' });
    await reportOn(t, second.jar, ['post', id], 'other', 'Asked me for gift cards');
    await report(t, second.jar, { targetType: 'profile', targetId: author.user.id, reason: 'spam' });
    const page = await queue(moderator.jar);
    const group = page.groups.find((g: { targetId: string }) => g.targetId === id);
    expect(group).toMatchObject({
      targetType: 'post',
      content: { plainText: 'Wire the deposit first zorblax', postId: id, gone: false },
      author: { id: author.user.id, username: author.user.username, suspendedUntil: null, banned: false },
      reportCount: 2,
      reasons: [
        { reason: 'scam', count: 1 },
        { reason: 'other', count: 1 },
      ],
      notes: [{ reason: 'other', note: 'Asked me for gift cards' }],
      priorActions: [],
    });
    expect(REPORT_REASON_LABELS[group.reasons[0].reason as 'scam']).toBe('Scam or fraud');
    expect(page.groups.find((g: { targetType: string }) => g.targetType === 'profile')).toMatchObject({
      targetId: author.user.id,
      reportCount: 1,
    });
    // Another campus's moderator sees none of it (and is refused on this site).
    const ut = await moderatorOf(t, 'ut', 'Uma Ut');
    expect((await getAs(t, ut.jar, '/api/moderation/reports', 'ut')).json().groups).toEqual([]);
  });

  it('pages with a cursor in a fixed number of queries', async () => {
    for (let i = 0; i < 12; i++) {
      const { id } = await createPost(t, author.jar, { text: doc(`Spam ${i}`) });
      await report(t, reporter.jar, { targetType: 'post', targetId: id, reason: 'spam' });
    }
    const first = await queue(moderator.jar);
    expect(first.groups).toHaveLength(10);
    const next = await queue(moderator.jar, first.nextCursor);
    expect(next.groups.length).toBeGreaterThanOrEqual(4);
    const ids = [...first.groups, ...next.groups].map((g: { targetId: string }) => g.targetId);
    expect(new Set(ids).size).toBe(ids.length);
    const queries = await countQueries(t.pool, () => queue(moderator.jar, first.nextCursor));
    const few = await countQueries(t.pool, () => queue(moderator.jar));
    expect(queries).toBe(few);
    expect((await getAs(t, moderator.jar, '/api/moderation/reports?cursor=bogus')).statusCode).toBe(400);
  });
});

describe('removing reported content', () => {
  it('takes a post away from every feed, search, profile tab and its page; tells the author, the reporters and the audit log', async () => {
    const { id } = await createPost(t, author.jar, { text: doc('Counterfeit sneakers quuxwidget') });
    await post(t, 'ou', `/api/posts/${id}/like`, {}, second.jar);
    await report(t, reporter.jar, { targetType: 'post', targetId: id, reason: 'prohibited' });
    await report(t, second.jar, { targetType: 'post', targetId: id, reason: 'scam' });
    const reason = 'Counterfeit goods are not allowed';
    const shows = (body: unknown) => JSON.stringify(body).includes(id);
    // Seen everywhere before.
    expect(shows((await getAs(t, second.jar, '/api/feed')).json())).toBe(true);
    expect(shows((await getAs(t, second.jar, '/api/search?q=quuxwidget')).json())).toBe(true);
    expect(shows((await getAs(t, second.jar, '/api/saved')).json())).toBe(true);
    const res = await actOn(t, moderator.jar, ['post', id], 'remove', reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MODERATION_MESSAGES.done.remove });

    for (const jar of [second.jar, author.jar, reporter.jar]) {
      expect(shows((await getAs(t, jar, '/api/feed')).json())).toBe(false);
      expect(shows((await getAs(t, jar, '/api/search?q=quuxwidget')).json())).toBe(false);
      expect(
        shows((await getAs(t, jar, `/api/profiles/${author.user.username}/posts?show=home`)).json()),
      ).toBe(false);
      expect((await getAs(t, jar, `/api/posts/${id}`)).statusCode).toBe(404);
    }
    expect(shows((await getAs(t, second.jar, '/api/saved')).json())).toBe(false);
    expect(
      shows((await getAs(t, second.jar, `/api/profiles/${second.user.username}/posts?show=likes`)).json()),
    ).toBe(false);
    const { rows } = await t.pool.query('select search_vector, removed_at from posts where id = $1', [id]);
    expect(rows[0]).toMatchObject({ search_vector: null });

    const toAuthor = (await notices(author.jar))[0];
    expect(toAuthor).toMatchObject({ type: 'moderation', from: MODERATION_SENDER });
    expect(toAuthor.message).toBe(MODERATION_MESSAGES.removed('post', reason));
    for (const jar of [reporter.jar, second.jar])
      expect((await notices(jar))[0]).toMatchObject({
        type: 'moderation',
        message: MODERATION_MESSAGES.resolvedActioned,
      });

    const audit = (await getAs(t, admin.jar, '/api/admin/audit')).json().entries[0];
    expect(audit).toMatchObject({
      action: 'remove',
      actor: { id: moderator.user.id },
      subject: { id: author.user.id },
      targetType: 'post',
      targetId: id,
      campusId: 'ou',
      reason,
    });
    expect((await queue(moderator.jar)).groups.some((g: { targetId: string }) => g.targetId === id)).toBe(
      false,
    );
    // The reports are closed: a second moderator's action finds nothing open.
    const late = await actOn(t, admin.jar, ['post', id], 'dismiss');
    expect(late.statusCode).toBe(409);
  });

  it('removes a comment with its replies and a chat message for both people', async () => {
    const { id: postId } = await createPost(t, second.jar, { text: doc('Desk') });
    const comment = await post(
      t,
      'ou',
      `/api/posts/${postId}/comments`,
      { text: doc('Rude words'), uploadIds: [] },
      author.jar,
    );
    const commentId = comment.json().id;
    await post(
      t,
      'ou',
      `/api/posts/${commentId}/comments`,
      { text: doc('Reply'), uploadIds: [] },
      reporter.jar,
    );
    await report(t, second.jar, { targetType: 'comment', targetId: commentId, reason: 'harassment' });
    expect((await actOn(t, moderator.jar, ['comment', commentId], 'remove', 'Hate')).statusCode).toBe(200);
    const page = (await getAs(t, second.jar, `/api/posts/${postId}`)).json();
    expect(page.post.commentCount).toBe(0);
    expect(JSON.stringify(page)).not.toContain('Rude words');
    expect(JSON.stringify(page)).not.toContain('Reply');

    const chat = (await post(t, 'ou', '/api/chats', { userId: reporter.user.id }, author.jar)).json().chat.id;
    const sent = await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Pay me now') }, author.jar);
    await report(t, reporter.jar, { targetType: 'message', targetId: sent.json().id, reason: 'scam' });
    const removed = await actOn(t, moderator.jar, ['message', sent.json().id], 'remove', 'Scam');
    expect(removed.statusCode).toBe(200);
    for (const jar of [author.jar, reporter.jar]) {
      const messages = (await getAs(t, jar, `/api/chats/${chat}/messages`)).json();
      expect(JSON.stringify(messages)).not.toContain('Pay me now');
      const inbox = (await getAs(t, jar, '/api/chats')).json();
      expect(JSON.stringify(inbox)).toContain(MODERATION_MESSAGES.messageRemovedPreview);
    }
    expect((await notices(author.jar))[0].message).toBe(MODERATION_MESSAGES.removed('message', 'Scam'));
  });

  it('dismisses: the content stays and the reporter hears that nothing was wrong', async () => {
    const { id } = await createPost(t, second.jar, { text: doc('Honest lamp') });
    await report(t, reporter.jar, { targetType: 'post', targetId: id, reason: 'spam' });
    const res = await actOn(t, moderator.jar, ['post', id], 'dismiss', 'Fine');
    expect(res.json()).toEqual({ message: MODERATION_MESSAGES.done.dismiss });
    expect((await getAs(t, reporter.jar, `/api/posts/${id}`)).statusCode).toBe(200);
    expect((await notices(reporter.jar))[0].message).toBe(MODERATION_MESSAGES.resolvedDismissed);
    const profile = await actOn(t, moderator.jar, ['profile', author.user.id], 'remove');
    expect(profile.statusCode).toBe(400);
  });
});
