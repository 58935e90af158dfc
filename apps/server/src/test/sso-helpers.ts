// Walking a university sign-in through app.inject: configure a campus for the test IdP, start the
// sign-in (our AuthnRequest URL), post the IdP's answer to our ACS like the browser's form would.
// One browser per site: the sign-in start's cookie is kept, and sent only on same-site posts (Lax).
import { expect } from 'vitest';
import { CookieJar } from './cookies';
import { type AnswerOptions, EDU, type Person, startTestSamlIdp, type TestSamlIdp } from './saml-idp';
import { createTestContext, type TestContext } from './test-app';

/** Return addresses off the campus site: a sign-in, by either protocol, comes back to /home instead. */
export const OFFSITE_RETURN_TOS = [
  'https://evil.example/',
  '//evil.example/',
  '/\\evil.example',
  'javascript:alert(1)',
];

/** Points a campus's university sign-in at the test IdP (as an administrator would save it). */
export async function configureSaml(
  t: TestContext,
  idp: TestSamlIdp,
  campusId = 'ou',
  allowed: string[] = ['student'],
): Promise<void> {
  await t.pool.query(
    `insert into campus_sso (campus_id, protocol, idp_entity_id, idp_sso_url, idp_cert, attributes, allowed_affiliations)
     values ($1, 'saml', $2, $3, $4, $5, $6)
     on conflict (campus_id) do update set idp_entity_id = $2, idp_sso_url = $3, idp_cert = $4, attributes = $5, allowed_affiliations = $6`,
    [campusId, idp.entityId, idp.ssoUrl, idp.cert, JSON.stringify(EDU), allowed],
  );
}

/** A test app whose OU signs in at a new test SAML IdP (a file's beforeAll). */
export async function samlCampus(): Promise<{ t: TestContext; idp: TestSamlIdp }> {
  const t = await createTestContext();
  const idp = startTestSamlIdp();
  await configureSaml(t, idp);
  return { t, idp };
}

/** The test browser's cookie jar on each site (the sign-in start's cookie). */
const browsers = new Map<string, CookieJar>();
export const browserOn = (site: string) =>
  browsers.get(site) ?? browsers.set(site, new CookieJar()).get(site)!;

/** Our AuthnRequest URL at the IdP, from the sign-in start on `site` (in `browser`, by default the site's). */
export async function startSignIn(
  t: TestContext,
  site = 'ou',
  returnTo?: string,
  browser = browserOn(site),
): Promise<string> {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const res = await t.request(site, { method: 'GET', url: `/api/sso/saml/login${query}` });
  expect(res.statusCode, res.body).toBe(302);
  browser.take(res);
  return res.headers.location as string;
}

/** The fields of the ACS's relay page form (it posts them again, same-site). */
export function relayFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
    fields[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return fields;
}

/**
 * Posts a SAMLResponse to our ACS as the browser's auto-submitted form does: from the IdP's origin
 * without our Lax cookie, then the relay page's same-site post with the browser's cookies.
 */
export async function postToAcs(
  t: TestContext,
  samlResponse: string,
  site = 'ou',
  relayState?: string,
  browser = browserOn(site),
) {
  const jar = new CookieJar();
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const first = await t.request(site, {
    method: 'POST',
    url: '/api/sso/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.ou.test' },
    payload: form({ SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) }),
  });
  expect(first.statusCode, first.body).toBe(200);
  expect(first.headers['set-cookie']).toBeUndefined();
  const res = await t.request(site, {
    method: 'POST',
    url: '/api/sso/saml/acs',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${site}.localhost:3000`,
      ...(browser.header ? { cookie: browser.header } : {}),
    },
    payload: form(relayFields(first.body)),
  });
  jar.take(res);
  return { res, jar };
}

/** A whole sign-in: start, the IdP's answer, the post back. */
export async function signInAtUniversity(
  t: TestContext,
  idp: TestSamlIdp,
  person: Person,
  opts: AnswerOptions & { site?: string; returnTo?: string } = {},
) {
  const authorizeUrl = await startSignIn(t, opts.site, opts.returnTo);
  const relayState = new URL(authorizeUrl).searchParams.get('RelayState') ?? undefined;
  const samlResponse = await idp.answer(authorizeUrl, person, opts);
  return { ...(await postToAcs(t, samlResponse, opts.site, relayState)), samlResponse, relayState };
}
