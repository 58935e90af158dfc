import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const get = (url: string, jar?: CookieJar) =>
  t.request('ou', { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });

describe('notifications', () => {
  it('comment, reply and like notify the right person (never yourself); opening the list clears the badge', async () => {
    const author = await poster(t, 'Nora Author');
    const reader = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Ray Reader' });
    const item = await createPost(t, author.jar, { text: doc('Lamp') });
    const comment = (
      await post(t, 'ou', `/api/posts/${item.id}/comments`, { text: doc('Still there?') }, reader.jar)
    ).json();
    await post(t, 'ou', `/api/posts/${comment.id}/comments`, { text: doc('Yes!') }, author.jar);
    await post(t, 'ou', `/api/posts/${item.id}/comments`, { text: doc('my own note') }, author.jar);
    await post(t, 'ou', `/api/posts/${item.id}/like`, {}, reader.jar);
    const forAuthor = (await get('/api/notifications', author.jar)).json().notifications;
    expect(forAuthor.map((n: { type: string }) => n.type)).toEqual(['like', 'comment']);
    expect(forAuthor[1]).toMatchObject({ postId: item.id, from: { firstName: 'Ray' }, read: false });
    const forReader = (await get('/api/notifications', reader.jar)).json().notifications;
    expect(forReader.map((n: { type: string }) => n.type)).toEqual(['comment reply']);
    expect((await get('/api/unread', author.jar)).json().notifications).toBe(2);
    const third = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Tia Third' });
    await post(t, 'ou', `/api/posts/${comment.id}/comments`, { text: doc('Me too') }, third.jar);
    await post(t, 'ou', `/api/posts/${comment.id}/like`, {}, third.jar);
    const forReaderNow = (await get('/api/notifications', reader.jar))
      .json()
      .notifications.map((n: { type: string }) => n.type);
    expect(forReaderNow.slice(0, 2)).toEqual(['comment interaction', 'comment reply']);
    const forAuthorNow = (await get('/api/notifications', author.jar))
      .json()
      .notifications.map((n: { type: string }) => n.type);
    expect(forAuthorNow[0]).toBe('post interaction');
    expect((await post(t, 'ou', '/api/notifications/read', {}, author.jar)).statusCode).toBe(204);
    expect((await get('/api/unread', author.jar)).json().notifications).toBe(0);
    expect((await get('/api/notifications')).statusCode).toBe(401);
  });
});
