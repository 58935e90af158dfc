import { MODERATION_MESSAGES, STANDING_MESSAGES as S } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, verifiedUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { actOn, getAs, moderate, moderatorOf, reportedMember } from '../../test/moderation-helpers';
import { doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let reporter: Awaited<ReturnType<typeof poster>>;
let moderator: Awaited<ReturnType<typeof poster>>;

type Entry = {
  id: string;
  kind: string;
  reason: string;
  until: string | null;
  appeal: { status: string } | null;
};
const standing = async (jar: CookieJar): Promise<Entry[]> =>
  (await getAs(t, jar, '/api/standing')).json().entries;
const notices = async (jar: CookieJar): Promise<string[]> =>
  (await getAs(t, jar, '/api/notifications')).json().notifications.map((n: { message: string }) => n.message);
const appeal = (jar: CookieJar | undefined, id: string, body: Record<string, unknown>, site = 'ou') =>
  post(t, site, `/api/standing/${id}/appeal`, body, jar);
const answer = (jar: CookieJar | undefined, id: string, outcome: string, site = 'ou') =>
  post(t, site, `/api/moderation/appeals/${id}/answer`, { outcome }, jar);
const openAppeals = async (jar: CookieJar, site = 'ou') =>
  (await getAs(t, jar, '/api/moderation/appeals', site)).json().appeals;
const auditLines = async (action: string, targetId: string) =>
  (
    await t.pool.query('select actor_id from moderation_actions where action = $1 and target_id = $2', [
      action,
      targetId,
    ])
  ).rows;

const reported = (name: string) => reportedMember(t, reporter.jar, name);

beforeAll(async () => {
  t = await createTestContext();
  reporter = await poster(t, 'Rita Reporter');
  moderator = await moderatorOf(t, 'ou');
});

describe('standing and appeals', () => {
  it('lists a suspension with its end; reversing it lifts the suspension so the member can post again', async () => {
    const { member, postId } = await reported('Sue Suspended');
    const body = { targetType: 'post', targetId: postId, action: 'suspend', days: 3, reason: 'Scams' };
    expect((await moderate(t, moderator.jar, body)).statusCode).toBe(200);
    const refused = await post(t, 'ou', '/api/posts', { text: doc('Again'), uploadIds: [] }, member.jar);
    expect(refused.statusCode).toBe(403);

    const [entry] = await standing(member.jar);
    expect(entry).toMatchObject({ kind: 'suspension', reason: 'Scams', appeal: null });
    expect(Date.parse(entry!.until!)).toBeGreaterThan(Date.now() + 2 * 86_400_000);

    const sent = await appeal(member.jar, entry!.id, { text: 'It was a real ticket.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: S.appealSent });
    expect((await standing(member.jar))[0]!.appeal).toMatchObject({ status: 'open' });

    const queued = (await openAppeals(moderator.jar)).find(
      (a: { action: { id: string } }) => a.action.id === entry!.id,
    );
    expect(queued).toMatchObject({ text: 'It was a real ticket.', member: { id: member.user.id } });
    const res = await answer(moderator.jar, queued.id, 'reversed');
    expect(res.json()).toEqual({ message: S.answered.reversed });

    const again = await post(t, 'ou', '/api/posts', { text: doc('Back again'), uploadIds: [] }, member.jar);
    expect(again.statusCode, again.body).toBe(201);
    expect((await standing(member.jar))[0]!.appeal).toMatchObject({ status: 'reversed' });
    expect(await notices(member.jar)).toContain(S.reversedNotice(S.kinds.suspension));
    expect(await auditLines('appeal', entry!.id)).toEqual([{ actor_id: member.user.id }]);
    expect(await auditLines('reverse appeal', entry!.id)).toEqual([{ actor_id: moderator.user.id }]);
    // The reporter was told the outcome of the report, as before.
    expect(await notices(reporter.jar)).toContain(MODERATION_MESSAGES.resolvedActioned);
  });

  it('reversing a removal brings the post back with its comments', async () => {
    const { member, postId } = await reported('Ray Removed');
    const comment = await post(
      t,
      'ou',
      `/api/posts/${postId}/comments`,
      { text: doc('Nice one'), uploadIds: [] },
      reporter.jar,
    );
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await actOn(t, moderator.jar, ['post', postId], 'remove', 'Looks fake')).statusCode).toBe(200);
    expect((await getAs(t, reporter.jar, `/api/posts/${postId}`)).statusCode).toBe(404);
    const [entry] = await standing(member.jar);
    expect(entry).toMatchObject({ kind: 'removal', reason: 'Looks fake', contentName: 'post' });
    expect((entry as unknown as { contentText: string }).contentText).toContain('Ray Removed sells fakes');

    await appeal(member.jar, entry!.id, { text: 'It is real.' });
    const queued = (await openAppeals(moderator.jar)).find(
      (a: { action: { id: string } }) => a.action.id === entry!.id,
    );
    expect((await answer(moderator.jar, queued.id, 'reversed')).statusCode).toBe(200);
    const back = await getAs(t, reporter.jar, `/api/posts/${postId}`);
    expect(back.statusCode).toBe(200);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from posts where post_commented_on = $1 and removed_at is null',
      [postId],
    );
    expect(rows[0].n).toBe(1);
    const author = await t.pool.query('select total_posts from users where id = $1', [member.user.id]);
    expect(author.rows[0].total_posts).toBe(1);
  });

  it('upholding keeps the warning, tells the member, and a second appeal or answer is refused with a sentence', async () => {
    const { member, postId } = await reported('Wes Warned');
    await actOn(t, moderator.jar, ['post', postId], 'warn', 'Be honest');
    const [entry] = await standing(member.jar);
    expect(entry).toMatchObject({ kind: 'warning', reason: 'Be honest' });
    const key = crypto.randomUUID();
    expect((await appeal(member.jar, entry!.id, { text: 'Sorry', clientKey: key })).statusCode).toBe(201);
    // A double tap (same key) answers the same and writes nothing more.
    expect((await appeal(member.jar, entry!.id, { text: 'Sorry', clientKey: key })).statusCode).toBe(201);
    const second = await appeal(member.jar, entry!.id, { text: 'Please' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: 'already_appealed', message: S.alreadyAppealed });

    const queued = (await openAppeals(moderator.jar)).filter(
      (a: { action: { id: string } }) => a.action.id === entry!.id,
    );
    expect(queued).toHaveLength(1);
    expect((await answer(moderator.jar, queued[0].id, 'upheld')).json()).toEqual({
      message: S.answered.upheld,
    });
    const twice = await answer(moderator.jar, queued[0].id, 'reversed');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(S.alreadyAnswered);
    expect((await standing(member.jar))[0]!.appeal).toMatchObject({ status: 'upheld' });
    expect(await notices(member.jar)).toContain(S.upheldNotice(S.kinds.warning));
    expect(await auditLines('uphold appeal', entry!.id)).toHaveLength(1);
    // Appeals once answered leave the queue.
    expect((await openAppeals(moderator.jar)).some((a: { id: string }) => a.id === queued[0].id)).toBe(false);
    const long = await appeal(member.jar, entry!.id, { text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
  });

  it('refuses guests, unverified accounts, other campuses, strangers, and moderators of another campus', async () => {
    const { member, postId } = await reported('Al Appeal');
    await actOn(t, moderator.jar, ['post', postId], 'warn', 'Careful');
    const [entry] = await standing(member.jar);
    const id = entry!.id;
    const stranger = await poster(t, 'Stan Stranger');
    const unverified = await verifiedUser(t);
    await t.pool.query('update users set email_verified = false where id = $1', [unverified.user.id]);
    const utMember = await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Ute Texan' });
    const utModerator = await moderatorOf(t, 'ut', 'Uma Utmod');

    expect((await appeal(undefined, id, { text: 'x' })).statusCode).toBe(401);
    expect((await appeal(unverified.jar, id, { text: 'x' })).statusCode).toBe(403);
    expect((await appeal(utMember.jar, id, { text: 'x' }, 'ut')).statusCode).toBe(404);
    expect((await appeal(stranger.jar, id, { text: 'x' })).statusCode).toBe(404);
    expect(await standing(stranger.jar)).toEqual([]);
    // The member on another campus's site cannot appeal what happened on OU.
    expect((await appeal(member.jar, id, { text: 'x' }, 'ut')).statusCode).toBe(403);

    expect((await appeal(member.jar, id, { text: 'Please look again' })).statusCode).toBe(201);
    const [queued] = (await openAppeals(moderator.jar)).filter(
      (a: { action: { id: string } }) => a.action.id === id,
    );
    for (const jar of [undefined, stranger.jar, member.jar]) {
      const res = await answer(jar, queued.id, 'reversed');
      expect(res.statusCode, res.body).toBe(jar ? 403 : 401);
    }
    expect((await getAs(t, stranger.jar, '/api/moderation/appeals')).statusCode).toBe(403);
    // A moderator of UT neither sees nor answers OU's appeals.
    expect(await openAppeals(utModerator.jar, 'ut')).toEqual([]);
    expect((await answer(utModerator.jar, queued.id, 'reversed', 'ut')).statusCode).toBe(404);
    expect((await answer(utModerator.jar, queued.id, 'reversed')).statusCode).toBe(403);
    expect((await standing(member.jar))[0]!.appeal).toMatchObject({ status: 'open' });
    // Made a moderator since, the member still cannot answer their own appeal.
    await t.pool.query('insert into campus_moderators (campus_id, user_id) values ($1, $2)', [
      'ou',
      member.user.id,
    ]);
    const own = await answer(member.jar, queued.id, 'reversed');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toEqual({ code: 'own_appeal', message: S.ownAppeal });
  });
});
