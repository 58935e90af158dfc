import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOf, registerUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator, moderatorOf } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { statementsOf } from '../../test/statements';
import { createTestContext, type TestContext } from '../../test/test-app';
import { escapeForScript } from './first-answers.service';

// The HTML of a page carries the page's first API answers (session, campus, the feed's
// first page or the post), exactly what the API answers the same visitor, and nothing more.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Campus Buy / Sell</title></head><body><div id="root"></div></body></html>',
);

const HOSTILE = '</script><script>alert(1)</script><!-- & -->';
let t: TestContext;
let seller: Awaited<ReturnType<typeof poster>>;
let stranger: Awaited<ReturnType<typeof memberOf>>;
let postId: string;
beforeAll(async () => {
  t = await createTestContext({ WEB_DIST_DIR: dist });
  seller = await poster(t, 'Sam Seller');
  postId = (await createPost(t, seller.jar, { text: doc(`Lamp ${HOSTILE}`), price: 12 })).id;
  stranger = await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Tex Stranger' });
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const cookie = (jar?: CookieJar) => (jar ? { cookie: jar.header } : {});
const get = (site: string, url: string, jar?: CookieJar) =>
  t.request(site, { method: 'GET', url, headers: cookie(jar) });

/** The page's HTML and its answers (null without the element). */
async function page(site: string, url: string, jar?: CookieJar) {
  const res = await get(site, url, jar);
  expect(res.statusCode).toBe(200);
  const scripts = [
    ...res.body.matchAll(/<script type="application\/json" id="first-answers">(.*?)<\/script>/gs),
  ];
  expect(scripts.length).toBeLessThanOrEqual(1);
  const answers = scripts[0] ? (JSON.parse(scripts[0][1]!) as Record<string, unknown>) : null;
  return { res, html: res.body, answers };
}

describe('first answers in the HTML', () => {
  it("a member's /home carries their session, the campus, their feed's first page, unread counts and role, as the API answers", async () => {
    const { res, answers } = await page('ou', '/home', seller.jar);
    const apis = ['/api/campus', '/api/feed', '/api/moderation/role', '/api/session', '/api/unread'];
    expect(Object.keys(answers ?? {}).sort()).toEqual(apis);
    for (const api of apis) expect(answers![api], api).toEqual((await get('ou', api, seller.jar)).json());
    expect((answers!['/api/session'] as { user: { id: string } }).user.id).toBe(seller.user.id);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('a post page carries the post as GET /api/posts/:id answers the member', async () => {
    const { answers } = await page('ou', `/post/${postId}`, seller.jar);
    const api = `/api/posts/${postId}`;
    expect(answers![api]).toEqual((await get('ou', api, seller.jar)).json());
  });

  it('untrusted text never becomes HTML: a post with </script> stays inside the JSON', async () => {
    for (const url of ['/home', `/post/${postId}`]) {
      const { html, answers } = await page('ou', url, seller.jar);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!--');
      // One script element of answers, one closing tag: the post's text did not close it.
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(JSON.stringify(answers)).toContain(HOSTILE);
    }
    expect(escapeForScript('{"a":"</script>&\u2028"}')).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });

  it('a guest on a private campus gets the session (nobody) and the campus, never posts', async () => {
    for (const url of ['/home', `/post/${postId}`]) {
      const { res, html, answers } = await page('ou', url);
      expect(Object.keys(answers ?? {}).sort(), url).toEqual(['/api/campus', '/api/session']);
      expect(answers!['/api/session']).toEqual({ user: null });
      expect(html).not.toContain('Lamp');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('ou', `/api/posts/${postId}`)).statusCode).toBe(401);
  });

  it("each visitor's answers are their own: another campus's member gets what the API gives them", async () => {
    const api = `/api/posts/${postId}`;
    const { answers } = await page('ou', `/post/${postId}`, stranger.jar);
    expect((answers!['/api/session'] as { user: { id: string } }).user.id).toBe(stranger.user.id);
    expect(answers![api]).toEqual((await get('ou', api, stranger.jar)).json());
    const { answers: home } = await page('ou', '/home', stranger.jar);
    for (const api of ['/api/feed', '/api/unread', '/api/moderation/role'])
      expect(home![api], api).toEqual((await get('ou', api, stranger.jar)).json());
  });

  it('an account the API refuses (e-mail not verified) gets no post, no feed and no role; its unread counts', async () => {
    const unverified = await registerUser(t, { fullName: 'Una Verified' });
    expect((await get('ou', `/api/posts/${postId}`, unverified.jar)).statusCode).toBe(403);
    for (const url of ['/home', `/post/${postId}`]) {
      const { html, answers } = await page('ou', url, unverified.jar);
      expect(Object.keys(answers!).sort(), url).toEqual(['/api/campus', '/api/session', '/api/unread']);
      expect(answers!['/api/unread']).toEqual((await get('ou', '/api/unread', unverified.jar)).json());
      expect(html).not.toContain('Lamp');
    }
  });

  it("a moderator's and an administrator's pages carry their role and counts as the API answers, read with the session", async () => {
    const people = [await moderatorOf(t, 'ou', 'Mo Page'), await administrator(t, 'Ada Page')];
    for (const person of people) {
      const { answers } = await page('ou', '/home', person.jar);
      for (const api of ['/api/moderation/role', '/api/unread'])
        expect(answers![api], api).toEqual((await get('ou', api, person.jar)).json());
      expect(answers!['/api/moderation/role']).toMatchObject({ moderator: true });
    }
    // The session with the shell's counts and role, and the feed's two: the campus comes from memory.
    const statements = await statementsOf(() => page('ou', '/home', seller.jar));
    expect(statements).toHaveLength(3);
    expect(statements.filter((text) => /from "campuses"/.test(text))).toEqual([]);
  });

  it("a session due for its refresh still gets the shell's counts and role, read apart", async () => {
    const mo = await moderatorOf(t, 'ou', 'Mo Refresh');
    // Past its daily refresh: the session goes through better-auth, which renews its cookie.
    await t.pool.query(`update sessions set expires_at = now() + interval '1 hour' where user_id = $1`, [
      mo.user.id,
    ]);
    const { res, answers } = await page('ou', '/home', mo.jar);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(answers!['/api/moderation/role']).toMatchObject({ moderator: true });
    expect(answers!['/api/unread']).toEqual({ notifications: 0, chats: 0 });
  });

  it("the app shell at / (cached by the service worker) carries nobody's answers", async () => {
    const { answers } = await page('ou', '/', seller.jar);
    expect(answers).toBeNull();
  });
});
