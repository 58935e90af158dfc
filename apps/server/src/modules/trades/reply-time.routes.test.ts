// How fast a member usually replies, in the trust summary: the rule (replyTimeOf) over the chats
// others started in the last 90 days, on timestamps set in the database; hidden when they turn it off.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, memberOf, post } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { countQueries, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let seller: Member;
let viewer: Member;
const chats: string[] = [];

/** A chat `from` started with the seller, one message each way. */
async function startedChat(from: Member) {
  const chatId = (await post(t, 'ou', '/api/chats', { userId: seller.user.id }, from.jar)).json().chat
    .id as string;
  expect(
    (await post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc('Still there?') }, from.jar))
      .statusCode,
  ).toBe(201);
  expect(
    (await post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc('Yes') }, seller.jar)).statusCode,
  ).toBe(201);
  return chatId;
}

// One instant the whole file counts from, so a reply 60 minutes after its start is exactly that.
const NOW = Date.now();
const at = (daysAgo: number, minutes = 0) => new Date(NOW - daysAgo * 86_400_000 + minutes * 60_000);

/** Sets the chat's two messages: the starter's `daysAgo` days ago, the seller's `minutes` later (null: none). */
async function timed(chatId: string, daysAgo: number, minutes: number | null) {
  await t.pool.query(`update messages set created_at = $2 where chat_id = $1 and user_id <> $3`, [
    chatId,
    at(daysAgo),
    seller.user.id,
  ]);
  if (minutes === null)
    await t.pool.query(`delete from messages where chat_id = $1 and user_id = $2`, [chatId, seller.user.id]);
  else
    await t.pool.query(`update messages set created_at = $2 where chat_id = $1 and user_id = $3`, [
      chatId,
      at(daysAgo, minutes),
      seller.user.id,
    ]);
}

const replyTime = async () => {
  const res = await send(t, 'GET', `/api/people/${seller.user.id}/trust`, viewer.jar);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().trust.replyTime as string | null;
};

beforeAll(async () => {
  t = await createTestContext();
  seller = await poster(t, 'Rita Replies');
  viewer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Will Watch' });
  for (let i = 0; i < 5; i++)
    chats.push(
      await startedChat(await memberOf(t, 'ou', 'ou.edu', { fullName: `Buyer ${'ABCDE'[i]} Quick` })),
    );
}, 120_000);

describe('reply time in the trust summary', () => {
  it('follows the rule on fixed timestamps: at least half within an hour, else within a day, else nothing', async () => {
    // 5, 30 and 60 minutes, then 61 minutes and no answer: three of five within the hour.
    const delays = [5, 30, 60, 61, null];
    for (const [i, chatId] of chats.entries()) await timed(chatId, 10, delays[i]!);
    expect(await replyTime()).toBe('hour');
    await timed(chats[2]!, 10, 61); // two of five within the hour, four within a day
    expect(await replyTime()).toBe('day');
    await timed(chats[1]!, 10, 24 * 60 + 1);
    await timed(chats[2]!, 10, 24 * 60 + 1); // two of five within a day
    expect(await replyTime()).toBeNull();
    await timed(chats[1]!, 10, 30);
    await timed(chats[2]!, 10, 60);
    expect(await replyTime()).toBe('hour');
  });

  it('reads only the last 90 days, only chats others started, and needs five of them', async () => {
    await timed(chats[4]!, 91, 1); // out of the window: four chats left
    expect(await replyTime()).toBeNull();
    // A chat the seller started, answered at once, does not count.
    const own = (await post(t, 'ou', '/api/chats', { userId: viewer.user.id }, seller.jar)).json().chat
      .id as string;
    await post(t, 'ou', `/api/chats/${own}/messages`, { text: doc('Want my lamp?') }, seller.jar);
    await post(t, 'ou', `/api/chats/${own}/messages`, { text: doc('Sure') }, viewer.jar);
    expect(await replyTime()).toBeNull();
    await timed(chats[4]!, 89, 1);
    expect(await replyTime()).toBe('hour');
  });

  it('is one statement, and shows nothing once the member hides it (Show my reply time)', async () => {
    const statements = await countQueries(t.pool, () => replyTime());
    const off = await send(t, 'POST', '/api/me/reply-time', seller.jar, { show: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user.showReplyTime).toBe(false);
    expect(await replyTime()).toBeNull();
    expect(await countQueries(t.pool, () => replyTime())).toBe(statements);
    await send(t, 'POST', '/api/me/reply-time', seller.jar, { show: true });
    expect(await replyTime()).toBe('hour');
  });

  it("leaves out the chat's automatic answers while the member was away", async () => {
    expect(await replyTime()).toBe('hour');
    const quick = chats.slice(0, 3);
    const mark = (auto: boolean) =>
      t.pool.query('update messages set auto_answer = $3 where chat_id = any($1) and user_id = $2', [
        quick,
        seller.user.id,
        auto,
      ]);
    await mark(true);
    expect(await replyTime()).toBeNull();
    await mark(false);
    expect(await replyTime()).toBe('hour');
  });
});
