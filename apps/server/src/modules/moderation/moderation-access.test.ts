// Who may call each moderation and administration route: guests, members and moderators
// of another campus are refused on every route; moderators of the campus use the moderation routes
// (not the administration ones); administrators use all of them, on any campus.
import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator, moderatorOf, report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'DELETE';
interface RouteCase {
  route: string;
  method: Method;
  path: () => string;
  body?: () => unknown;
  /** Moderators of the campus may call it (else administrators only). */
  moderators: boolean;
}

let t: TestContext;
let postId: string;
let memberId: string;
const jars = {} as Record<'member' | 'otherModerator' | 'moderator' | 'admin', CookieJar>;
const adId = '01900000-0000-7000-8000-000000000000';

const ROUTES: RouteCase[] = [
  {
    route: 'GET /api/moderation/reports',
    method: 'GET',
    path: () => '/api/moderation/reports',
    moderators: true,
  },
  {
    route: 'POST /api/moderation/actions',
    method: 'POST',
    path: () => '/api/moderation/actions',
    body: () => ({
      targetType: 'post',
      targetId: postId,
      action: 'dismiss',
      reason: 'Not against the rules',
    }),
    moderators: true,
  },
  { route: 'GET /api/moderation/ads', method: 'GET', path: () => '/api/moderation/ads', moderators: true },
  {
    route: 'POST /api/moderation/ads/:id/approve',
    method: 'POST',
    path: () => `/api/moderation/ads/${adId}/approve`,
    body: () => ({}),
    moderators: true,
  },
  {
    route: 'POST /api/moderation/ads/:id/reject',
    method: 'POST',
    path: () => `/api/moderation/ads/${adId}/reject`,
    body: () => ({ reason: 'Not allowed' }),
    moderators: true,
  },
  {
    route: 'GET /api/moderation/appeals',
    method: 'GET',
    path: () => '/api/moderation/appeals',
    moderators: true,
  },
  {
    route: 'POST /api/moderation/appeals/:id/answer',
    method: 'POST',
    path: () => `/api/moderation/appeals/${adId}/answer`,
    body: () => ({ outcome: 'upheld' }),
    moderators: true,
  },
  {
    route: 'GET /api/admin/moderators',
    method: 'GET',
    path: () => '/api/admin/moderators',
    moderators: false,
  },
  {
    route: 'POST /api/admin/moderators',
    method: 'POST',
    path: () => '/api/admin/moderators',
    body: () => ({ user: 'nobody-here' }),
    moderators: false,
  },
  {
    route: 'DELETE /api/admin/moderators/:userId',
    method: 'DELETE',
    path: () => `/api/admin/moderators/${memberId}`,
    moderators: false,
  },
  { route: 'GET /api/admin/audit', method: 'GET', path: () => '/api/admin/audit', moderators: false },
];

beforeAll(async () => {
  t = await createTestContext();
  const author = await poster(t, 'Al Author');
  const member = await poster(t, 'Mem Member');
  memberId = member.user.id;
  postId = (await createPost(t, author.jar, { text: doc('Lamp') })).id;
  // Open reports for each try of the dismiss action to find (one per reporter).
  for (const name of ['Rae One', 'Rae Two', 'Rae Three']) {
    const reporter = await poster(t, name);
    expect(
      (await report(t, reporter.jar, { targetType: 'post', targetId: postId, reason: 'spam' })).statusCode,
    ).toBe(201);
  }
  jars.member = member.jar;
  jars.otherModerator = (await moderatorOf(t, 'ut')).jar;
  jars.moderator = (await moderatorOf(t, 'ou')).jar;
  jars.admin = (await administrator(t)).jar;
});

const call = (c: RouteCase, jar?: CookieJar) =>
  send(t, c.method, c.path(), jar, c.method === 'GET' || c.method === 'DELETE' ? undefined : c.body?.());

/** Authorized: any answer but 401/403 and below 500 (a made-up ad is 404, a missing member 404). */
const allowed = (status: number) => status < 500 && status !== 401 && status !== 403;

describe.each(ROUTES)('$route', (c) => {
  it('refuses a guest (401), a member and a moderator of another campus (403)', async () => {
    expect((await call(c)).statusCode).toBe(401);
    const member = await call(c, jars.member);
    expect(member.statusCode, member.body).toBe(403);
    const other = await call(c, jars.otherModerator);
    expect(other.statusCode, other.body).toBe(403);
    // A moderator of UT is refused on the OU site even though they moderate elsewhere.
    expect(other.json().error.code).toMatch(/^not_(moderator|admin)$/);
  });

  it(c.moderators ? 'lets a moderator of the campus in' : 'refuses a moderator of the campus', async () => {
    const res = await call(c, jars.moderator);
    if (c.moderators) expect(allowed(res.statusCode), `${res.statusCode} ${res.body}`).toBe(true);
    else expect(res.statusCode).toBe(403);
  });

  it('lets an administrator in', async () => {
    const res = await call(c, jars.admin);
    expect(allowed(res.statusCode), `${res.statusCode} ${res.body}`).toBe(true);
  });
});

describe('GET /api/moderation/role', () => {
  it('tells each account what it may do on this campus', async () => {
    const role = async (jar?: CookieJar, site = 'ou') =>
      (await send(t, 'GET', '/api/moderation/role', jar, undefined, site)).json();
    expect(await role(jars.member)).toEqual({ admin: false, moderator: false });
    expect(await role(jars.otherModerator)).toEqual({ admin: false, moderator: false });
    expect(await role(jars.otherModerator, 'ut')).toEqual({ admin: false, moderator: true });
    expect(await role(jars.moderator)).toEqual({ admin: false, moderator: true });
    expect(await role(jars.admin, 'ut')).toEqual({ admin: true, moderator: true });
    expect((await send(t, 'GET', '/api/moderation/role')).statusCode).toBe(401);
  });
});
