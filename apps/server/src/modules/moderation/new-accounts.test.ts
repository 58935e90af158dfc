import { NEW_ACCOUNT_LIMITS, NEW_ACCOUNT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let others: Awaited<ReturnType<typeof memberOf>>[];

const limited = (kind: keyof typeof NEW_ACCOUNT_MESSAGES) => ({
  error: { code: 'new_account_limit', message: NEW_ACCOUNT_MESSAGES[kind] },
});
const age = (userId: string, hours: number) =>
  t.pool.query(`update users set created_at = now() - make_interval(hours => $2) where id = $1`, [
    userId,
    hours,
  ]);

beforeAll(async () => {
  // The suite turns these limits off for its brand-new members; here they are on, as in production.
  t = await createTestContext({ NEW_ACCOUNT_LIMITS: 'true' });
  others = [];
  for (let i = 0; i < NEW_ACCOUNT_LIMITS.chats + 1; i++)
    others.push(await memberOf(t, 'ou', 'ou.edu', { fullName: `Oli Other${'abcdef'[i]}` }));
});

describe('accounts in their first 24 hours', () => {
  it(`post ${NEW_ACCOUNT_LIMITS.posts} times an hour, then are told to wait; older accounts are not`, async () => {
    const fresh = await poster(t, 'Nina New');
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.posts; i++)
      await createPost(t, fresh.jar, { text: doc(`Item ${i}`) });
    const res = await post(t, 'ou', '/api/posts', { text: doc('One more'), uploadIds: [] }, fresh.jar);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(limited('posts'));
    const { rows } = await t.pool.query(
      `select count(*)::int as n from posts where user_id = $1 and type = 'post'`,
      [fresh.user.id],
    );
    expect(rows[0].n).toBe(NEW_ACCOUNT_LIMITS.posts);

    const settled = await poster(t, 'Olga Old');
    await age(settled.user.id, 25);
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.posts + 2; i++)
      await createPost(t, settled.jar, { text: doc(`Old ${i}`) });
  });

  it(`start ${NEW_ACCOUNT_LIMITS.chats} conversations an hour; an existing one still opens`, async () => {
    const fresh = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Chad Chatty' });
    const start = (userId: string) => post(t, 'ou', '/api/chats', { userId }, fresh.jar);
    for (const other of others.slice(0, NEW_ACCOUNT_LIMITS.chats))
      expect((await start(other.user.id)).statusCode).toBeLessThan(300);
    const sixth = await start(others[NEW_ACCOUNT_LIMITS.chats]!.user.id);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(limited('chats'));
    expect((await start(others[0]!.user.id)).statusCode).toBeLessThan(300);
  });

  it(`send ${NEW_ACCOUNT_LIMITS.reports} reports an hour`, async () => {
    const fresh = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Rob Reporter' });
    const send = (targetId: string) =>
      report(t, fresh.jar, { targetType: 'profile', targetId, reason: 'spam' });
    for (const other of others.slice(0, NEW_ACCOUNT_LIMITS.reports))
      expect((await send(other.user.id)).statusCode).toBe(201);
    const next = await send(others[NEW_ACCOUNT_LIMITS.reports]!.user.id);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(limited('reports'));
  });
});
