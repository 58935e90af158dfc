import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, setCookies } from '../../test/cookies';
import type { Person, TestSamlIdp } from '../../test/saml-idp';
import { browserOn, postToAcs, relayFields, samlCampus, startSignIn } from '../../test/sso-helpers';
import type { TestContext } from '../../test/test-app';

let t: TestContext;
let idp: TestSamlIdp;
beforeAll(async () => {
  ({ t, idp } = await samlCampus());
});

let n = 0;
const student = (): Person => {
  n += 1;
  return { email: `bound${n}@ou.edu`, name: `Bound Sooner${n}`, affiliation: ['student@ou.edu'] };
};

const refused = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/login?sso_error=sso_failed');
  expect(res.headers['set-cookie']).toBeUndefined();
};

const relayStateOf = (url: string) => new URL(url).searchParams.get('RelayState') ?? undefined;

describe('a SAML answer is taken only in the browser that asked for it', () => {
  it('sets a short-lived HttpOnly, SameSite=Lax cookie at the sign-in start', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/sso/saml/login' });
    expect(res.statusCode).toBe(302);
    const [cookie] = setCookies(res).filter((c) => c.startsWith('campus_saml_request='));
    expect(cookie).toMatch(/; Path=\/api\/sso\/saml; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const { rows } = await t.pool.query('select browser_key_hash from sso_requests where id = $1', [
      relayStateOf(res.headers.location as string),
    ]);
    expect(rows[0].browser_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(rows[0].browser_key_hash);
  });

  it("passes the IdP's cross-site post on through a same-site page of ours, which signs in", async () => {
    const url = await startSignIn(t);
    const samlResponse = await idp.answer(url, student());
    const first = await t.request('ou', {
      method: 'POST',
      url: '/api/sso/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.ou.test' },
      payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayStateOf(url)! }).toString(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(first.body).toContain('<form method="post" action="/api/sso/saml/acs">');
    expect(relayFields(first.body)).toEqual({
      SAMLResponse: samlResponse,
      RelayState: relayStateOf(url),
      relayed: '1',
    });
    const { res } = await postToAcs(t, samlResponse, 'ou', relayStateOf(url));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/home');
  });

  it('escapes what it passes on', async () => {
    const res = await t.request('ou', {
      method: 'POST',
      url: '/api/sso/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: '"><script>alert(1)</script>',
        RelayState: '"x',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain('value="&quot;x"');
  });

  it('refuses the answer in a browser without the cookie', async () => {
    const url = await startSignIn(t);
    const samlResponse = await idp.answer(url, student());
    refused((await postToAcs(t, samlResponse, 'ou', relayStateOf(url), new CookieJar())).res);
  });

  it("refuses the answer in another browser, with that browser's own cookie (login CSRF)", async () => {
    const attacker = new CookieJar();
    const victim = new CookieJar();
    const url = await startSignIn(t, 'ou', undefined, attacker);
    await startSignIn(t, 'ou', undefined, victim);
    const samlResponse = await idp.answer(url, student());
    refused((await postToAcs(t, samlResponse, 'ou', relayStateOf(url), victim)).res);
    // The attacker's request is spent: not even its own browser can use it afterwards.
    refused((await postToAcs(t, samlResponse, 'ou', relayStateOf(url), attacker)).res);
  });

  it('refuses a cookie made up by hand', async () => {
    const url = await startSignIn(t);
    const samlResponse = await idp.answer(url, student());
    const forged = new CookieJar();
    forged.take({ headers: { 'set-cookie': 'campus_saml_request=made-up' } } as never);
    refused((await postToAcs(t, samlResponse, 'ou', relayStateOf(url), forged)).res);
    expect(browserOn('ou').has('campus_saml_request')).toBe(true);
  });
});
