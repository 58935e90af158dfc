import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, registerUser, verifiedUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// Security: an account whose e-mail is not verified reads a private campus no more
// than a guest does, on every read route (campus-access.ts is the one rule).
let t: TestContext;
let postId: string;
let author: string;

beforeAll(async () => {
  t = await createTestContext();
  const member = await poster(t, 'Rita Reader');
  author = member.user.username;
  postId = (await createPost(t, member.jar, { text: doc('Desk lamp for sale') })).id;
});

const readRoutes = () => [
  '/api/feed',
  '/api/media',
  '/api/campus/about',
  `/api/posts/${postId}`,
  '/api/search?q=lamp',
  '/api/search/people?q=rita',
  '/api/search/suggestions?q=la',
  '/api/search/popular',
  `/api/profiles/${author}/posts`,
  '/api/users/search?q=rita',
];

const get = (url: string, jar?: CookieJar) =>
  t.request('ou', { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });

describe('reading a private campus', () => {
  it('treats an unverified account like a guest on every read route', async () => {
    const unverified = await registerUser(t);
    for (const url of readRoutes()) {
      const res = await get(url, unverified.jar);
      expect([url, res.statusCode, res.json().error?.code]).toEqual([url, 403, 'not_verified']);
    }
  });

  it('refuses a guest (401)', async () => {
    for (const url of readRoutes()) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('lets a verified account without a school and a member of another campus read', async () => {
    const visitor = await verifiedUser(t);
    const utMember = await memberOf(t, 'ut', 'utexas.edu');
    for (const jar of [visitor.jar, utMember.jar]) {
      for (const url of readRoutes()) {
        const res = await get(url, jar);
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
    }
  });
});
