import { randomUUID } from 'node:crypto';
import { REPORT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let owner: Awaited<ReturnType<typeof poster>>;
let reader: Awaited<ReturnType<typeof memberOf>>;
let postId: string;

const count = async (sql: string, params: unknown[]) =>
  Number((await t.pool.query<{ n: string }>(`select count(*) as n from (${sql}) x`, params)).rows[0]!.n);
const comments = () => count(`select 1 from posts where post_commented_on = $1`, [postId]);
const noticesTo = (userId: string) => count(`select 1 from notifications where to_user_id = $1`, [userId]);
const commentOn = (key: string | undefined, text = 'Is it still there?') =>
  post(
    t,
    'ou',
    `/api/posts/${postId}/comments`,
    { text: doc(text), uploadIds: [], clientKey: key },
    reader.jar,
  );

beforeAll(async () => {
  t = await createTestContext();
  owner = await poster(t, 'Kim Keyholder');
  reader = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Ria Repeat' });
  postId = (await createPost(t, owner.jar, { text: doc('Desk lamp, works fine') })).id;
});

describe('a comment with a client key', () => {
  it('sent twice makes one comment, one notification and the same answer', async () => {
    const key = randomUUID();
    const [before, noticesBefore] = [await comments(), await noticesTo(owner.user.id)];
    const first = await commentOn(key);
    const again = await commentOn(key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await comments()).toBe(before + 1);
    expect(await noticesTo(owner.user.id)).toBe(noticesBefore + 1);
    expect(
      (await t.pool.query(`select comment_count from posts where id = $1`, [postId])).rows[0].comment_count,
    ).toBe(before + 1);
  });

  it('sent twice at once (a double tap) still makes one comment', async () => {
    const key = randomUUID();
    const before = await comments();
    const answers = await Promise.all([commentOn(key, 'Two taps'), commentOn(key, 'Two taps')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json().id).toBe(answers[0]!.json().id);
    expect(await comments()).toBe(before + 1);
  });

  it('makes a new comment with a new key, and without any key as before', async () => {
    const before = await comments();
    await commentOn(randomUUID(), 'Same words');
    await commentOn(randomUUID(), 'Same words');
    await commentOn(undefined, 'Same words');
    await commentOn(undefined, 'Same words');
    expect(await comments()).toBe(before + 4);
  });

  it("is another person's key to keep: the same key from someone else is their own comment", async () => {
    const key = randomUUID();
    await commentOn(key, 'Mine');
    const theirs = await post(
      t,
      'ou',
      `/api/posts/${postId}/comments`,
      { text: doc('Theirs'), uploadIds: [], clientKey: key },
      owner.jar,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().user.id).toBe(owner.user.id);
  });

  it('refuses a key that is not a uuid with a 400', async () => {
    const res = await commentOn('not-a-key');
    expect(res.statusCode).toBe(400);
  });
});

describe('a report with a client key', () => {
  const reports = () => count(`select 1 from reports where reporter_id = $1`, [reader.user.id]);

  it('sent twice makes one report with the same thanks, and the repeat changes nothing', async () => {
    const key = randomUUID();
    const body = {
      targetType: 'post',
      targetId: postId,
      reason: 'other',
      note: 'Looks stolen',
      clientKey: key,
    };
    const before = await reports();
    const first = await report(t, reader.jar, body);
    const row = (await t.pool.query(`select * from reports where client_key = $1`, [key])).rows[0];
    const again = await report(t, reader.jar, { ...body, note: 'Changed my mind' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toEqual({ message: REPORT_MESSAGES.thanks.post });
    expect(await reports()).toBe(before + 1);
    const after = (await t.pool.query(`select * from reports where client_key = $1`, [key])).rows[0];
    expect(after).toEqual(row);
  });

  it('sent twice at once makes one report', async () => {
    const key = randomUUID();
    const body = { targetType: 'profile', targetId: owner.user.id, reason: 'spam', clientKey: key };
    const before = await reports();
    const answers = await Promise.all([report(t, reader.jar, body), report(t, reader.jar, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await reports()).toBe(before + 1);
  });
});
