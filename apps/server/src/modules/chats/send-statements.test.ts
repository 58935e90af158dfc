import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { doc } from '../../test/posts-helpers';
import { statementsOf } from '../../test/statements';
import { createTestContext, type TestContext } from '../../test/test-app';
import { checkSend } from './send.repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('sending a message', () => {
  it('costs three statements: the session, the checks with the member rate, every write', async () => {
    const a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Stat Sender' });
    const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Stat Receiver' });
    const chatId = (await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar)).json().chat.id as string;
    const say = (text: string) => post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc(text) }, a.jar);
    const sent: { statusCode: number; json(): { id: string; user: { id: string }; likeCount: number } }[] =
      [];
    // The first message queues the activity e-mail; the second is inside its window (no e-mail).
    const first = await statementsOf(async () => sent.push(await say('hello')));
    const second = await statementsOf(async () => sent.push(await say('again')));
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(sent[0]!.json()).toMatchObject({ user: { id: a.user.id }, likeCount: 0 });
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(3);
    const rows = await t.pool.query(
      `select (select count(*)::int from notifications where to_user_id = $1 and type = 'message') as notices,
         (select count(*)::int from mail where about_user_id = $2) as mails,
         (select last_message_id::text from chats where id = $3) as last,
         (select count(*)::int from chat_members m join messages x on x.id = $4::uuid
            where m.chat_id = $3 and m.user_id = $2 and m.last_read_at = x.created_at) as seen`,
      [b.user.id, a.user.id, chatId, sent[1]!.json().id],
    );
    expect(rows.rows[0]).toEqual({ notices: 2, mails: 1, last: sent[1]!.json().id, seen: 1 });
  });

  it("counts the member rate with a commit that does not wait for the disk, and only that statement's", async () => {
    const a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Quick Sender' });
    const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Quick Receiver' });
    const chatId = (await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar)).json().chat.id as string;
    const setting = async (db: Pick<typeof t.db, 'execute'>) =>
      (await db.execute<{ s: string }>(sql`select current_setting('synchronous_commit') as s`)).rows[0]!.s;
    const rate = { key: `test:quick:${a.user.id}`, rule: { windowSeconds: 60, max: 5, lockSeconds: 0 } };
    await t.db.transaction(async (tx) => {
      expect(await setting(tx)).toBe('on');
      const row = await checkSend(tx, a.user.id, chatId, rate);
      expect(row).toMatchObject({ id: chatId, otherId: b.user.id, count: 1 });
      // Set for the statement's own transaction (here the test's, to be seen)…
      expect(await setting(tx)).toBe('off');
    });
    // …and gone after it: the pool's next statements (the message's write) commit durably.
    expect(await setting(t.db)).toBe('on');
  });
});
