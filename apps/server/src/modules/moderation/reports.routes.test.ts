import { PROFILE_MESSAGES, REPORT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import { report, reportOn } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let owner: Awaited<ReturnType<typeof poster>>;
let viewer: Awaited<ReturnType<typeof memberOf>>;
let postId: string;
let commentId: string;
let messageId: string;

const openReports = async (targetId: string) =>
  (await t.pool.query(`select * from reports where target_id = $1 and status = 'open'`, [targetId])).rows;

beforeAll(async () => {
  t = await createTestContext();
  owner = await poster(t, 'Olive Owner');
  viewer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Vic Viewer' });
  postId = (await createPost(t, owner.jar, { text: doc('Cheap textbooks, pay first') })).id;
  const comment = await post(
    t,
    'ou',
    `/api/posts/${postId}/comments`,
    { text: doc('DM me'), uploadIds: [] },
    owner.jar,
  );
  commentId = comment.json().id;
  const chat = await post(t, 'ou', '/api/chats', { userId: viewer.user.id }, owner.jar);
  const sent = await post(
    t,
    'ou',
    `/api/chats/${chat.json().chat.id}/messages`,
    { text: doc('Send gift cards') },
    owner.jar,
  );
  messageId = sent.json().id;
});

describe('POST /api/reports', () => {
  it.each([
    ['post', () => postId, REPORT_MESSAGES.thanks.post],
    ['comment', () => commentId, REPORT_MESSAGES.thanks.comment],
    ['message', () => messageId, REPORT_MESSAGES.thanks.message],
    ['profile', () => owner.user.id, PROFILE_MESSAGES.reported],
  ])('stores a report of a %s for the moderators and thanks the member', async (targetType, id, thanks) => {
    const res = await report(t, viewer.jar, { targetType, targetId: id(), reason: 'scam' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: thanks });
    expect(await openReports(id())).toMatchObject([
      { reporter_id: viewer.user.id, subject_user_id: owner.user.id, campus_id: 'ou', reason: 'scam' },
    ]);
  });

  it("keeps the spec's profile thanks, and one open report per reporter and target", async () => {
    expect(PROFILE_MESSAGES.reported).toBe('User Reported. Thanks for letting us know.');
    const again = await reportOn(t, viewer.jar, ['profile', owner.user.id], 'other', 'Asks for deposits');
    expect(again.statusCode).toBe(201);
    expect(await openReports(owner.user.id)).toMatchObject([{ reason: 'other', note: 'Asks for deposits' }]);
  });

  it("needs a note for 'Something else' and a known reason and kind", async () => {
    const noNote = await report(t, viewer.jar, { targetType: 'post', targetId: postId, reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toBe(REPORT_MESSAGES.noteRequired);
    for (const body of [
      { targetType: 'post', targetId: postId, reason: 'rude' },
      { targetType: 'ad', targetId: postId, reason: 'spam' },
    ])
      expect((await report(t, viewer.jar, body)).statusCode).toBe(400);
  });

  it('refuses a guest, an unverified user, a member without a school or of another campus, oneself, and an unknown person', async () => {
    const body = { targetType: 'profile', targetId: owner.user.id, reason: 'spam' };
    expect((await report(t, undefined, body)).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await report(t, unverified.jar, body)).statusCode).toBe(403);
    await t.pool.query('update users set email_verified = true where id = $1', [unverified.user.id]);
    const noSchool = await report(t, unverified.jar, body);
    expect(noSchool.statusCode).toBe(403);
    expect(noSchool.json().error.code).toBe('verify_school');
    const ut = await memberOf(t, 'ut', 'utexas.edu');
    expect((await report(t, ut.jar, body)).statusCode).toBe(403);
    const self = await report(t, viewer.jar, { ...body, targetId: viewer.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(PROFILE_MESSAGES.cannotReportSelf);
    expect((await report(t, viewer.jar, { ...body, targetId: 'no-such-user' })).statusCode).toBe(404);
    const count = await t.pool.query('select count(*)::int as n from reports where reporter_id <> $1', [
      viewer.user.id,
    ]);
    expect(count.rows[0].n).toBe(0);
  });

  it("refuses one's own post, a message of someone else's chat, the wrong kind and another campus's post", async () => {
    const own = await report(t, owner.jar, { targetType: 'post', targetId: postId, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(REPORT_MESSAGES.cannotReportOwn);
    const outsider = await poster(t, 'Otto Outsider');
    const notMine = await reportOn(t, outsider.jar, ['message', messageId], 'spam');
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.message).toBe(REPORT_MESSAGES.missing);
    const wrongKind = await reportOn(t, viewer.jar, ['comment', postId], 'spam');
    expect(wrongKind.statusCode).toBe(404);
    const badId = await report(t, viewer.jar, { targetType: 'post', targetId: 'not-a-uuid', reason: 'spam' });
    expect(badId.statusCode).toBe(404);
    const utAuthor = await memberOf(t, 'ut', 'utexas.edu');
    await t.pool.query(`update users set bio = 'x', image = 'x', profile_set_up = true where id = $1`, [
      utAuthor.user.id,
    ]);
    const utPost = await post(
      t,
      'ut',
      '/api/posts',
      { text: doc('Longhorn lamp'), uploadIds: [] },
      utAuthor.jar,
    );
    expect(utPost.statusCode, utPost.body).toBe(201);
    const elsewhere = await reportOn(t, viewer.jar, ['post', utPost.json().id], 'spam');
    expect(elsewhere.statusCode).toBe(404);
  });
});
