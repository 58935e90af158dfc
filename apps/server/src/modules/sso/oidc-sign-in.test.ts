import { UNIVERSITY_SIGN_IN_MESSAGES } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { Browser } from '../../test/google-idp';
import { administrator } from '../../test/moderation-helpers';
import {
  type AuthorizeChange,
  type OidcPerson,
  startTestOidcIdp,
  type TestOidcIdp,
  UNIVERSITY_CLIENT,
  walkToCallback,
} from '../../test/oidc-idp';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let idp: TestOidcIdp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestContext();
  idp = await startTestOidcIdp();
  admin = (await administrator(t)).jar;
  const saved = await send(t, 'PUT', '/api/admin/campuses/ou/sso', admin, {
    protocol: 'oidc',
    issuer: idp.issuer,
    clientId: UNIVERSITY_CLIENT.clientId,
    clientSecret: UNIVERSITY_CLIENT.clientSecret,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.body).not.toContain(UNIVERSITY_CLIENT.clientSecret);
});
afterAll(async () => {
  await idp?.close();
});

const OU = 'http://ou.localhost:3000';
let n = 0;
const person = (affiliation: string[] = ['student', 'member'], extra: Partial<OidcPerson> = {}) => {
  n += 1;
  return idp.add({
    sub: `oidc-${n}`,
    email: `oidc.sooner${n}@ou.edu`,
    email_verified: true,
    name: `Oidc Sooner${n}`,
    eduperson_affiliation: affiliation,
    ...extra,
  });
};

/** The whole sign-in in one browser: start, the provider's login, our callback. */
async function signIn(
  who: OidcPerson,
  opts: { returnTo?: string; authorize?: AuthorizeChange; site?: string } = {},
) {
  const browser = new Browser(t.app, idp.issuer);
  const query = opts.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(opts.returnTo)}`;
  const start = `${opts.site ?? OU}/api/sso/oidc/login${query}`;
  const { callback } = await walkToCallback(browser, idp.issuer, start, who.sub, opts.authorize);
  const res = await browser.open(callback.href);
  return { browser, callback, res };
}

const session = async (browser: Browser, site = 'ou') => {
  const res = await t.request(site, {
    method: 'GET',
    url: '/api/session',
    headers: { cookie: browser.cookieFor(`${site}.localhost:3000`) },
  });
  return res.json().user as null | Record<string, unknown>;
};

const refused = async (
  got: { res: { status: number; location?: string }; browser: Browser },
  code = 'sso_failed',
) => {
  expect(got.res.status).toBe(303);
  expect(got.res.location).toBe(`/login?sso_error=${code}`);
  expect(await session(got.browser)).toBeNull();
};

describe('OpenID Connect university sign-in', () => {
  it('tells the sign-in page to start at our OIDC login', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/sso' });
    expect(res.json()).toMatchObject({ enabled: true, school: 'OU', startUrl: '/api/sso/oidc/login' });
  });

  it('sends the browser to the provider with PKCE, state and nonce, bound by an HttpOnly cookie', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/sso/oidc/login?returnTo=/home' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${OU}/api/sso/oidc/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile eduperson');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^campus_oidc_request=[\w-]{40,}; Path=\/api\/sso\/oidc; Max-Age=600; HttpOnly/);
    // The verifier and the nonce stay on the server.
    expect(res.headers.location).not.toContain(cookie.split(';')[0]!.split('=')[1]);
  });

  it('signs a student in and joins the campus without a code, as a current student', async () => {
    const who = person();
    const { res, browser } = await signIn(who, { returnTo: '/home?tab=new' });
    expect(res.status, res.body).toBe(303);
    expect(res.location).toBe('/home?tab=new');
    expect(await session(browser)).toMatchObject({
      email: who.email,
      verified: true,
      schoolVerified: true,
      campusId: 'ou',
    });
    const { rows } = await t.pool.query(
      'select affiliation, affiliation_checked_at, school_email from users where email = $1',
      [who.email],
    );
    expect(rows[0]).toMatchObject({ affiliation: 'student', school_email: who.email });
    expect(rows[0].affiliation_checked_at).toBeInstanceOf(Date);
  });

  it('links to the existing account with the same e-mail instead of making a second one', async () => {
    const who = person();
    await registerUser(t, { email: who.email, fullName: 'Early Bird' });
    const { res, browser } = await signIn(who);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/home');
    const { rows } = await t.pool.query('select count(*)::int as n from users where email = $1', [who.email]);
    expect(rows[0].n).toBe(1);
    expect(await session(browser)).toMatchObject({ email: who.email, schoolVerified: true });
    const login = await post(t, 'ou', '/api/accounts/login', { email: who.email, password: 'secret123' });
    expect(login.statusCode).not.toBe(200);
  });

  it('refuses an alumnus when only students may join, with the sentence', async () => {
    const who = person(['alum']);
    await refused(await signIn(who), 'sso_not_allowed');
    const { rows } = await t.pool.query('select 1 from users where email = $1', [who.email]);
    expect(rows).toHaveLength(0);
    expect(UNIVERSITY_SIGN_IN_MESSAGES.notAllowed('OU')).toBe(
      "Your university sign-in says you're not a current student. Only current students can join OU.",
    );
  });

  it('refuses an e-mail the provider says it has not verified', async () => {
    const who = person(['student'], { email_verified: false });
    await refused(await signIn(who));
  });

  it('refuses a callback with another state', async () => {
    const browser = new Browser(t.app, idp.issuer);
    const { callback } = await walkToCallback(browser, idp.issuer, `${OU}/api/sso/oidc/login`, person().sub);
    callback.searchParams.set('state', 'not-the-state');
    await refused({ res: await browser.open(callback.href), browser });
  });

  it('refuses a replayed callback', async () => {
    const first = await signIn(person());
    expect(first.res.location).toBe('/home');
    const again = new Browser(t.app, idp.issuer);
    // Even in a browser that holds a key of its own for a new request.
    await again.open(`${OU}/api/sso/oidc/login`);
    await refused({ res: await again.open(first.callback.href), browser: again });
    await refused({ res: await first.browser.open(first.callback.href), browser: again });
  });

  it('refuses an ID token whose nonce is not the one we sent', async () => {
    const got = await signIn(person(), { authorize: (url) => url.searchParams.set('nonce', 'forged-nonce') });
    await refused(got);
  });

  it('refuses a callback in a browser that did not start the sign-in (login CSRF)', async () => {
    const attacker = new Browser(t.app, idp.issuer);
    const { callback } = await walkToCallback(attacker, idp.issuer, `${OU}/api/sso/oidc/login`, person().sub);
    const victim = new Browser(t.app, idp.issuer);
    await refused({ res: await victim.open(callback.href), browser: victim });
    // Nor does the victim's own request (another state) make the attacker's answer good.
    await victim.open(`${OU}/api/sso/oidc/login`);
    await refused({ res: await victim.open(callback.href), browser: victim });
  });

  it('refuses an answer to a request older than ten minutes', async () => {
    const browser = new Browser(t.app, idp.issuer);
    const { callback } = await walkToCallback(browser, idp.issuer, `${OU}/api/sso/oidc/login`, person().sub);
    await t.pool.query(`update sso_requests set created_at = now() - interval '11 minutes' where id = $1`, [
      callback.searchParams.get('state'),
    ]);
    await refused({ res: await browser.open(callback.href), browser });
  });

  it('refuses an answer whose code was changed', async () => {
    const browser = new Browser(t.app, idp.issuer);
    const { callback } = await walkToCallback(browser, idp.issuer, `${OU}/api/sso/oidc/login`, person().sub);
    callback.searchParams.set('code', 'forged-code');
    await refused({ res: await browser.open(callback.href), browser });
  });

  it("refuses the provider's error answer (the person said no)", async () => {
    const browser = new Browser(t.app, idp.issuer);
    const { callback } = await walkToCallback(browser, idp.issuer, `${OU}/api/sso/oidc/login`, person().sub);
    const state = callback.searchParams.get('state')!;
    callback.search = new URLSearchParams({ error: 'access_denied', state, iss: idp.issuer }).toString();
    await refused({ res: await browser.open(callback.href), browser });
  });

  it('answers odd callbacks with the sentence, never a server error', async () => {
    const browser = new Browser(t.app, idp.issuer);
    await browser.open(`${OU}/api/sso/oidc/login`);
    for (const search of [
      '',
      '?state=',
      `?state=${'x'.repeat(300)}&code=${'y'.repeat(5000)}`,
      '?state=a&state=b&code=c',
      '?state=%00%ff&code=%E2%80%AE',
      '?code[]=1&state[x]=2',
    ]) {
      const res = await browser.open(`${OU}/api/sso/oidc/callback${search}`);
      expect(res.status, search).toBeLessThan(500);
      expect(await session(browser)).toBeNull();
    }
  });

  it('comes back only within the campus site', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const { res } = await signIn(person(), { returnTo });
      expect(res.status).toBe(303);
      expect(res.location).toBe('/home');
    }
  });

  it('shows the Campuses tab the redirect URI and the claims, never the secret', async () => {
    const view = await send(t, 'GET', '/api/admin/campuses/ou/sso', admin);
    expect(view.json().sso).toMatchObject({
      protocol: 'oidc',
      issuer: idp.issuer,
      clientId: UNIVERSITY_CLIENT.clientId,
      hasClientSecret: true,
      attributes: { email: 'email', name: 'name', affiliation: 'eduperson_affiliation' },
      oidcRedirectUri: `${OU}/api/sso/oidc/callback`,
    });
    expect(view.body).not.toContain(UNIVERSITY_CLIENT.clientSecret);
    const { rows } = await t.pool.query(
      `select oidc_client_secret_enc from campus_sso where campus_id = 'ou'`,
    );
    expect(rows[0].oidc_client_secret_enc).not.toContain(UNIVERSITY_CLIENT.clientSecret);
  });

  it("reads the provider's own affiliation claim where the campus names it", async () => {
    const saved = await send(
      t,
      'PUT',
      '/api/admin/campuses/ut/sso',
      admin,
      {
        protocol: 'oidc',
        issuer: idp.issuer,
        clientId: UNIVERSITY_CLIENT.clientId,
        clientSecret: UNIVERSITY_CLIENT.clientSecret,
        claims: { email: 'email', name: 'name', affiliation: 'campus_role' },
      },
      'ut',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const who = person([], { campus_role: 'student' });
    const { res, browser } = await signIn(who, { site: 'http://ut.localhost:3000' });
    expect(res.location).toBe('/home');
    expect(await session(browser, 'ut')).toMatchObject({ email: who.email, campusId: 'ut' });
    // A later save without the secret keeps it: the sign-in still works.
    const again = await send(
      t,
      'PUT',
      '/api/admin/campuses/ut/sso',
      admin,
      {
        protocol: 'oidc',
        issuer: idp.issuer,
        clientId: UNIVERSITY_CLIENT.clientId,
        claims: saved.json().sso.attributes,
      },
      'ut',
    );
    expect(again.json().sso.hasClientSecret).toBe(true);
    const next = person([], { campus_role: 'student' });
    expect((await signIn(next, { site: 'http://ut.localhost:3000' })).res.location).toBe('/home');
    await send(t, 'DELETE', '/api/admin/campuses/ut/sso', admin, undefined, 'ut');
  });

  it('is not the sign-in of a campus without OIDC', async () => {
    const res = await t.request('ut', { method: 'GET', url: '/api/sso/oidc/login' });
    expect(res.statusCode).toBe(404);
    expect((await t.request('ut', { method: 'GET', url: '/api/sso/oidc/callback' })).statusCode).toBe(404);
  });
});
