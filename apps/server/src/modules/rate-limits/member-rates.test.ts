import { CHAT_MESSAGES, POST_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { MEMBER_LIMITS } from './limits';

let t: TestContext;
beforeAll(async () => {
  // The real rates (the suite's default raises them for tests that write many posts).
  t = await createTestContext({ RATE_LIMIT_MEMBER_FACTOR: '1' });
});

const tooFast = (message: string) => ({ error: { code: 'too_fast', message } });

describe('per-member rates', () => {
  it(`accepts ${MEMBER_LIMITS.postsPerMember.max} posts in 10 minutes, then refuses with 429 and writes nothing`, async () => {
    const busy = await poster(t, 'Bea Busy');
    const max = MEMBER_LIMITS.postsPerMember.max;
    const count = async () =>
      (await t.pool.query('select count(*)::int as n from posts where user_id = $1', [busy.user.id])).rows[0]
        .n;
    const before = await count(); // the 'new user' post of the school join
    for (let i = 0; i < max; i++) await createPost(t, busy.jar, { text: doc(`Lamp ${i}`) });
    const res = await post(t, 'ou', '/api/posts', { uploadIds: [], text: doc('One more') }, busy.jar);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooFast(POST_MESSAGES.postingTooFast));
    expect(await count()).toBe(before + max);
    // Another member, from the same address or not, still posts.
    const other = await poster(t, 'Otto Other');
    await createPost(t, other.jar, { text: doc('Desk for sale') });
  });

  it(`accepts ${MEMBER_LIMITS.commentsPerMember.max} comments in 10 minutes, then refuses`, async () => {
    const author = await poster(t, 'Ann Author');
    const chatty = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Carl Chatty' });
    const { id } = await createPost(t, author.jar, { text: doc('Bike') });
    const comment = (text: string) =>
      post(t, 'ou', `/api/posts/${id}/comments`, { uploadIds: [], text: doc(text) }, chatty.jar);
    for (let i = 0; i < MEMBER_LIMITS.commentsPerMember.max; i++)
      expect((await comment(`Still there? ${i}`)).statusCode).toBe(201);
    const res = await comment('Hello?');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooFast(POST_MESSAGES.commentingTooFast));
  });

  it(`accepts ${MEMBER_LIMITS.messagesPerMember.max} messages a minute, then refuses`, async () => {
    const a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Mia Messenger' });
    const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Ned Neighbor' });
    const chatId = (await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar)).json().chat.id;
    const say = (text: string) => post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc(text) }, a.jar);
    for (let i = 0; i < MEMBER_LIMITS.messagesPerMember.max; i++)
      expect((await say(`hi ${i}`)).statusCode).toBe(201);
    const res = await say('hi again');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooFast(CHAT_MESSAGES.sendingTooFast));
    expect(
      (await post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc('hi') }, b.jar)).statusCode,
    ).toBe(201);
  });
});
