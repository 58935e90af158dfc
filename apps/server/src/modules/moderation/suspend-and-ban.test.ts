import { AUTH_MESSAGES, MODERATION_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, register, verifiedUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { actOn, getAs, moderate, moderatorOf, report, reportedMember } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let reporter: Awaited<ReturnType<typeof poster>>;
let moderator: Awaited<ReturnType<typeof poster>>;

const notices = async (jar: CookieJar) => (await getAs(t, jar, '/api/notifications')).json().notifications;

const reported = (name: string) => reportedMember(t, reporter.jar, name);

beforeAll(async () => {
  t = await createTestContext({ BANNED_EMAILS: 'seeded@example.com' });
  reporter = await poster(t, 'Rita Reporter');
  moderator = await moderatorOf(t, 'ou');
});

describe('warn and suspend', () => {
  it('warns the author with the reason', async () => {
    const { member, postId } = await reported('Wes Warned');
    const res = await actOn(t, moderator.jar, ['post', postId], 'warn', 'Be honest');
    expect(res.json()).toEqual({ message: MODERATION_MESSAGES.done.warn });
    expect((await notices(member.jar))[0].message).toBe(MODERATION_MESSAGES.warned('Be honest'));
    expect((await getAs(t, reporter.jar, `/api/posts/${postId}`)).statusCode).toBe(200);
  });

  it('lets a suspended member read but not post, comment, message or boost, and says until when', async () => {
    const { member, postId } = await reported('Sue Suspended');
    const chat = (await post(t, 'ou', '/api/chats', { userId: reporter.user.id }, member.jar)).json().chat.id;
    const body = {
      targetType: 'post',
      targetId: postId,
      action: 'suspend',
      days: 3,
      removeContent: true,
      reason: 'Scams',
    };
    const before = Date.now();
    expect((await moderate(t, moderator.jar, body)).json()).toEqual({
      message: MODERATION_MESSAGES.done.suspend,
    });
    const viewer = (await getAs(t, member.jar, '/api/session')).json().user;
    const until = Date.parse(viewer.suspendedUntil);
    expect(until - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(until - before).toBeLessThan(3 * 86_400_000 + 60_000);
    const refusal = { code: 'suspended', message: MODERATION_MESSAGES.suspended(viewer.suspendedUntil) };
    const other = (await createPost(t, reporter.jar, { text: doc('Chair') })).id;
    const attempts = [
      post(t, 'ou', '/api/posts', { text: doc('Again'), uploadIds: [] }, member.jar),
      post(t, 'ou', `/api/posts/${other}/comments`, { text: doc('Hi'), uploadIds: [] }, member.jar),
      post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Hello') }, member.jar),
      post(t, 'ou', '/api/chats', { userId: moderator.user.id }, member.jar),
      post(t, 'ou', `/api/posts/${other}/boost`, { goal: 'message', days: 1 }, member.jar),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toEqual(refusal);
    }
    expect(refusal.message).toContain('You can read');
    expect((await getAs(t, member.jar, '/api/feed')).statusCode).toBe(200);
    expect((await getAs(t, member.jar, `/api/posts/${postId}`)).statusCode).toBe(404);
    const told = (await notices(member.jar)).map((n: { message: string }) => n.message);
    expect(told).toContain(MODERATION_MESSAGES.suspendedNotice(viewer.suspendedUntil, 'Scams'));
    // The next report about this member shows the actions already taken.
    const { id } = await createPost(t, reporter.jar, { text: doc('x') });
    await t.pool.query('update posts set user_id = $1 where id = $2', [member.user.id, id]);
    await report(t, reporter.jar, { targetType: 'post', targetId: id, reason: 'spam' });
    const group = (await getAs(t, moderator.jar, '/api/moderation/reports'))
      .json()
      .groups.find((g: { targetId: string }) => g.targetId === id);
    expect(group.priorActions.map((a: { action: string }) => a.action)).toEqual(['suspend', 'remove']);
    expect(group.author.suspendedUntil).toBe(viewer.suspendedUntil);
  });

  it('refuses to warn, suspend or ban a moderator, or without a number of days', async () => {
    const other = await moderatorOf(t, 'ou', 'Max Mod');
    const { id } = await createPost(t, other.jar, { text: doc('Mod post') });
    await report(t, reporter.jar, { targetType: 'post', targetId: id, reason: 'spam' });
    const res = await actOn(t, moderator.jar, ['post', id], 'ban');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MODERATION_MESSAGES.cannotActOnStaff);
    const noDays = await actOn(t, moderator.jar, ['post', id], 'suspend');
    expect(noDays.statusCode).toBe(400);
  });
});

describe('ban', () => {
  it('closes the account, takes its posts down, and refuses its e-mail and school e-mail at sign-up', async () => {
    const { member, postId } = await reported('Bo Banned');
    const extra = (await createPost(t, member.jar, { text: doc('Another fake') })).id;
    await report(t, reporter.jar, { targetType: 'profile', targetId: member.user.id, reason: 'scam' });
    const res = await actOn(t, moderator.jar, ['post', postId], 'ban', 'Fraud');
    expect(res.json()).toEqual({ message: MODERATION_MESSAGES.done.ban });
    expect(await getSession(t, 'ou', member.jar)).toBeNull();
    for (const id of [postId, extra])
      expect((await getAs(t, reporter.jar, `/api/posts/${id}`)).statusCode).toBe(404);
    // Every open report about the person closed with it.
    const open = await t.pool.query(
      `select count(*)::int as n from reports where subject_user_id = $1 and status = 'open'`,
      [member.user.id],
    );
    expect(open.rows[0].n).toBe(0);

    const login = await post(t, 'ou', '/api/accounts/login', { email: member.email, password: 'secret123' });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(AUTH_MESSAGES.banned);
    const again = await register(t, member.email, 'Bo Again');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(AUTH_MESSAGES.banned);
    expect((await post(t, 'ou', '/api/accounts/magic-link', { email: member.email })).statusCode).toBe(403);
    // A new account cannot join the campus with the banned school address either.
    const fresh = await verifiedUser(t);
    const join = await post(t, 'ou', '/api/me/school-email', { email: member.schoolEmail }, fresh.jar);
    expect(join.statusCode).toBe(403);
    expect(join.json().error.message).toBe(AUTH_MESSAGES.banned);
  });

  it('keeps BANNED_EMAILS as a seed of the banned list in the database', async () => {
    const { rows } = await t.pool.query(`select email from banned_emails where email = 'seeded@example.com'`);
    expect(rows).toHaveLength(1);
    const res = await register(t, 'Seeded@Example.com', 'Sid Seeded');
    expect(res.statusCode).toBe(403);
    const users = await t.pool.query(
      `select count(*)::int as n from users where email = 'seeded@example.com'`,
    );
    expect(users.rows[0].n).toBe(0);
  });
});
