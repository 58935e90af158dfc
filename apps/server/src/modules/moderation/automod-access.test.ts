// Who may read and change a campus's rules and its held content: its moderators and administrators.
// A guest, an unverified account, a member of another campus, a member of this campus (a stranger
// to moderation) and a moderator of another campus are refused on every route; a moderator of one
// campus sees and edits only that campus.
import { DEFAULT_CAMPUS_RULES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, registerUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator, moderatorOf } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
let t: TestContext;
let heldId: string;
const jars = {} as Record<
  'unverified' | 'otherCampus' | 'stranger' | 'otherModerator' | 'moderator' | 'admin',
  CookieJar
>;

const ROUTES: { method: Method; path: () => string; body?: () => unknown }[] = [
  { method: 'GET', path: () => '/api/moderation/rules' },
  { method: 'PUT', path: () => '/api/moderation/rules', body: () => DEFAULT_CAMPUS_RULES },
  {
    method: 'POST',
    path: () => '/api/moderation/rules/prohibited',
    body: () => ({ name: 'Fireworks', words: [], action: 'refuse' }),
  },
  { method: 'DELETE', path: () => '/api/moderation/rules/prohibited/Fireworks' },
  { method: 'GET', path: () => '/api/moderation/held' },
  { method: 'POST', path: () => `/api/moderation/held/post/${heldId}/release`, body: () => ({}) },
  { method: 'POST', path: () => `/api/moderation/held/post/${heldId}/remove`, body: () => ({}) },
];

beforeAll(async () => {
  t = await createTestContext();
  const author = await poster(t, 'Al Author');
  jars.unverified = (await registerUser(t)).jar;
  jars.otherCampus = (await memberOf(t, 'ut', 'utexas.edu')).jar;
  jars.stranger = (await poster(t, 'Stan Stranger')).jar;
  jars.otherModerator = (await moderatorOf(t, 'ut', 'Uma Ut')).jar;
  jars.moderator = (await moderatorOf(t, 'ou')).jar;
  jars.admin = (await administrator(t)).jar;
  heldId = (await createPost(t, author.jar, { text: doc('A puppy for sale'), price: 50 })).id;
});

const call = (r: (typeof ROUTES)[number], jar?: CookieJar, site = 'ou') =>
  send(t, r.method, r.path(), jar, r.body?.(), site);

describe.each(ROUTES)('$method $path', (route) => {
  it('refuses a guest, an unverified account, another campus’s member, a stranger and another campus’s moderator', async () => {
    expect((await call(route)).statusCode).toBe(401);
    for (const who of ['unverified', 'otherCampus', 'stranger', 'otherModerator'] as const) {
      const res = await call(route, jars[who]);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
    }
  });

  it('lets the campus’s moderator and an administrator in', async () => {
    for (const who of ['moderator', 'admin'] as const) {
      const res = await call(route, jars[who]);
      expect(res.statusCode < 500 && ![401, 403].includes(res.statusCode), `${who}: ${res.body}`).toBe(true);
    }
  });
});

describe('one campus’s rules', () => {
  it('are its own: a moderator of UT edits UT’s, and OU’s stay as they were', async () => {
    const ut = { ...DEFAULT_CAMPUS_RULES, heldWords: ['longhorn deal'], autoHideReports: 5 };
    const saved = await send(t, 'PUT', '/api/moderation/rules', jars.otherModerator, ut, 'ut');
    expect(saved.statusCode, saved.body).toBe(200);
    const get = async (jar: CookieJar, site: string) =>
      (await send(t, 'GET', '/api/moderation/rules', jar, undefined, site)).json();
    expect(await get(jars.otherModerator, 'ut')).toMatchObject({
      heldWords: ['longhorn deal'],
      autoHideReports: 5,
    });
    expect((await get(jars.moderator, 'ou')).heldWords).not.toContain('longhorn deal');
    // The held list is the campus's own: UT's moderator does not see OU's held listing.
    const utHeld = (
      await send(t, 'GET', '/api/moderation/held', jars.otherModerator, undefined, 'ut')
    ).json();
    expect(utHeld.items.map((i: { targetId: string }) => i.targetId)).not.toContain(heldId);
    const audit = await t.pool.query(
      `select campus_id from moderation_actions where action = 'change rules'`,
    );
    expect(audit.rows.map((r) => r.campus_id)).toContain('ut');
  });

  it('keep two moderators’ changes made at once: items added together both stay, other rules leave the list', async () => {
    const add = (name: string, jar: CookieJar) =>
      send(t, 'POST', '/api/moderation/rules/prohibited', jar, { name, words: [], action: 'hold' });
    const [one, two] = await Promise.all([add('Fireworks', jars.moderator), add('Drones', jars.admin)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const others = { heldWords: ['dm me'], newAccountLinkDays: 2, autoHideReports: 4 };
    const saved = (await send(t, 'PUT', '/api/moderation/rules', jars.moderator, others)).json();
    expect(saved.prohibited.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining(['Weapons', 'Fireworks', 'Drones']),
    );
    expect(saved).toMatchObject(others);
    const removed = await send(t, 'DELETE', '/api/moderation/rules/prohibited/Fireworks', jars.moderator);
    expect(removed.json().prohibited.map((i: { name: string }) => i.name)).not.toContain('Fireworks');
    await send(t, 'PUT', '/api/moderation/rules', jars.moderator, DEFAULT_CAMPUS_RULES);
  });

  it('refuse rules out of bounds with 400', async () => {
    const bad = { ...DEFAULT_CAMPUS_RULES, autoHideReports: -1 };
    expect((await send(t, 'PUT', '/api/moderation/rules', jars.moderator, bad)).statusCode).toBe(400);
    const long = { ...DEFAULT_CAMPUS_RULES, heldWords: ['x'.repeat(61)] };
    expect((await send(t, 'PUT', '/api/moderation/rules', jars.moderator, long)).statusCode).toBe(400);
  });

  it('take hostile terms as plain text: regex characters, markup, NUL deep inside, too many items', async () => {
    const put = (rules: unknown) => send(t, 'PUT', '/api/moderation/rules', jars.moderator, rules);
    const hostile = ['(a+)+$', '[', '.*', '<script>alert(1)</script>', "'; drop table posts; --"];
    const saved = await put({ ...DEFAULT_CAMPUS_RULES, heldWords: hostile });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().heldWords).toEqual(hostile);
    const author = await poster(t, 'Hal Hostile');
    const plain = await createPost(t, author.jar, { text: doc(`${'a'.repeat(400)}!`) });
    expect(plain.held).toBeUndefined();
    const literal = await createPost(t, author.jar, { text: doc('Selling [ one bracket') });
    expect(literal.held).toBe('rule');
    const deep = {
      ...DEFAULT_CAMPUS_RULES,
      prohibited: [{ name: 'x', words: ['a\u0000b'], action: 'refuse' }],
    };
    const nul = await put(deep);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('invalid_characters');
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `Item ${i}`, words: [], action: 'hold' }));
    expect((await put({ ...DEFAULT_CAMPUS_RULES, prohibited: many })).statusCode).toBe(400);
    expect((await put({ ...DEFAULT_CAMPUS_RULES, autoHideReports: '3' })).statusCode).toBe(400);
    await put(DEFAULT_CAMPUS_RULES);
  });
});
