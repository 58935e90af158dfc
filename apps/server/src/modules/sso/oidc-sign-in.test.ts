import { UNIVERSITY_SIGN_IN_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { post, registerUser } from '../../test/accounts-helpers';
import { Browser } from '../../test/google-idp';
import { OU, useOidcCampus } from '../../test/oidc-helpers';
import { walkToCallback } from '../../test/oidc-idp';
import { OFFSITE_RETURN_TOS } from '../../test/sso-helpers';

const oidc = useOidcCampus();
const { person, signIn, session, refused } = oidc;

/** A fresh browser that started a sign-in on OU and stands at our callback with the provider's answer. */
async function atCallback(sub: string) {
  const browser = new Browser(oidc.t.app, oidc.idp.issuer);
  const { callback } = await walkToCallback(browser, oidc.idp.issuer, `${OU}/api/sso/oidc/login`, sub);
  return { browser, callback };
}

describe('OpenID Connect university sign-in', () => {
  it('tells the sign-in page to start at our OIDC login', async () => {
    const res = await oidc.t.request('ou', { method: 'GET', url: '/api/sso' });
    expect(res.json()).toMatchObject({ enabled: true, school: 'OU', startUrl: '/api/sso/oidc/login' });
  });

  it('sends the browser to the provider with PKCE, state and nonce, bound by an HttpOnly cookie', async () => {
    const res = await oidc.t.request('ou', { method: 'GET', url: '/api/sso/oidc/login?returnTo=/home' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(oidc.idp.issuer);
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
    const { rows } = await oidc.t.pool.query(
      'select affiliation, affiliation_checked_at, school_email from users where email = $1',
      [who.email],
    );
    expect(rows[0]).toMatchObject({ affiliation: 'student', school_email: who.email });
    expect(rows[0].affiliation_checked_at).toBeInstanceOf(Date);
  });

  it('links to the existing account with the same e-mail instead of making a second one', async () => {
    const who = person();
    await registerUser(oidc.t, { email: who.email, fullName: 'Early Bird' });
    const { res, browser } = await signIn(who);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/home');
    const { rows } = await oidc.t.pool.query('select count(*)::int as n from users where email = $1', [
      who.email,
    ]);
    expect(rows[0].n).toBe(1);
    expect(await session(browser)).toMatchObject({ email: who.email, schoolVerified: true });
    const login = await post(oidc.t, 'ou', '/api/accounts/login', {
      email: who.email,
      password: 'secret123',
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('refuses an alumnus when only students may join, with the sentence', async () => {
    const who = person(['alum']);
    await refused(await signIn(who), 'sso_not_allowed');
    const { rows } = await oidc.t.pool.query('select 1 from users where email = $1', [who.email]);
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
    const { browser, callback } = await atCallback(person().sub);
    callback.searchParams.set('state', 'not-the-state');
    await refused({ res: await browser.open(callback.href), browser });
  });

  it('refuses a replayed callback', async () => {
    const first = await signIn(person());
    expect(first.res.location).toBe('/home');
    const again = new Browser(oidc.t.app, oidc.idp.issuer);
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
    const { callback } = await atCallback(person().sub); // the attacker's own sign-in
    const victim = new Browser(oidc.t.app, oidc.idp.issuer);
    await refused({ res: await victim.open(callback.href), browser: victim });
    // Nor does the victim's own request (another state) make the attacker's answer good.
    await victim.open(`${OU}/api/sso/oidc/login`);
    await refused({ res: await victim.open(callback.href), browser: victim });
  });

  it('refuses an answer to a request older than ten minutes', async () => {
    const { browser, callback } = await atCallback(person().sub);
    await oidc.t.pool.query(
      `update sso_requests set created_at = now() - interval '11 minutes' where id = $1`,
      [callback.searchParams.get('state')],
    );
    await refused({ res: await browser.open(callback.href), browser });
    // The hourly purge forgets it; a live request stays.
    await oidc.t.request('ou', { method: 'GET', url: '/api/sso/oidc/login' });
    await oidc.t.app.ssoPurge.runOnce();
    const { rows } = await oidc.t.pool.query(
      'select id from sso_requests where created_at < now() - $1::interval',
      ['10 minutes'],
    );
    expect(rows).toHaveLength(0);
    expect((await oidc.t.pool.query('select 1 from sso_requests')).rows.length).toBeGreaterThan(0);
  });

  it('refuses an answer whose code was changed', async () => {
    const { browser, callback } = await atCallback(person().sub);
    callback.searchParams.set('code', 'forged-code');
    await refused({ res: await browser.open(callback.href), browser });
  });

  it("refuses the provider's error answer (the person said no)", async () => {
    const { browser, callback } = await atCallback(person().sub);
    const state = callback.searchParams.get('state')!;
    callback.search = new URLSearchParams({ error: 'access_denied', state, iss: oidc.idp.issuer }).toString();
    await refused({ res: await browser.open(callback.href), browser });
  });

  it('answers odd callbacks with the sentence, never a server error', async () => {
    const browser = new Browser(oidc.t.app, oidc.idp.issuer);
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
    for (const returnTo of OFFSITE_RETURN_TOS) {
      const { res } = await signIn(person(), { returnTo });
      expect(res.status).toBe(303);
      expect(res.location).toBe('/home');
    }
  });

  it('slows down one address that keeps starting sign-ins (each keeps a row)', async () => {
    const start = () =>
      oidc.t.request('ou', { method: 'GET', url: '/api/sso/oidc/login', remoteAddress: '10.77.0.1' });
    for (let i = 0; i < 30; i++) expect((await start()).statusCode).toBe(302);
    const slowed = await start();
    expect(slowed.statusCode).toBe(303);
    expect(slowed.headers.location).toBe('/login?sso_error=too_many_attempts');
    expect(slowed.headers['set-cookie']).toBeUndefined();
  });

  it('is not the sign-in of a campus without OIDC', async () => {
    const res = await oidc.t.request('ut', { method: 'GET', url: '/api/sso/oidc/login' });
    expect(res.statusCode).toBe(404);
    expect((await oidc.t.request('ut', { method: 'GET', url: '/api/sso/oidc/callback' })).statusCode).toBe(
      404,
    );
  });
});
