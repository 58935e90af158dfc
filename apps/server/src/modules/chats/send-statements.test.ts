import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { doc } from '../../test/posts-helpers';
import { statementsOf } from '../../test/statements';
import { createTestContext, type TestContext } from '../../test/test-app';

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
});
