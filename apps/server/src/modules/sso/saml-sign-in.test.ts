import { UNIVERSITY_SIGN_IN_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, registerUser } from '../../test/accounts-helpers';
import { type Person, startTestSamlIdp, type TestSamlIdp } from '../../test/saml-idp';
import {
  OFFSITE_RETURN_TOS,
  postToAcs,
  samlCampus,
  signInAtUniversity,
  startSignIn,
} from '../../test/sso-helpers';
import type { TestContext } from '../../test/test-app';

let t: TestContext;
let idp: TestSamlIdp;
beforeAll(async () => {
  ({ t, idp } = await samlCampus());
});

let n = 0;
const student = (affiliation = ['student@ou.edu', 'member@ou.edu']): Person => {
  n += 1;
  return { email: `sooner${n}@ou.edu`, name: `Boomer Sooner${n}`, affiliation };
};

const refused = (res: { statusCode: number; headers: Record<string, unknown> }, code = 'sso_failed') => {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/login?sso_error=${code}`);
  expect(res.headers['set-cookie']).toBeUndefined();
};

describe('SAML university sign-in', () => {
  it('serves our SP metadata at a stable URL with the entity ID and the ACS', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/sso/saml/metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(res.body).toContain('entityID="http://ou.localhost:3000/api/sso/saml/metadata"');
    expect(res.body).toContain('Location="http://ou.localhost:3000/api/sso/saml/acs"');
    const ut = await t.request('ut', { method: 'GET', url: '/api/sso/saml/metadata' });
    expect(ut.statusCode).toBe(404);
  });

  it('tells the sign-in page to show "Sign in with OU"', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/sso' });
    expect(res.json()).toEqual({
      enabled: true,
      school: 'OU',
      startUrl: '/api/sso/saml/login',
      emailCodeAllowed: true,
    });
    expect(UNIVERSITY_SIGN_IN_MESSAGES.button(res.json().school)).toBe('Sign in with OU');
    expect((await t.request('ut', { method: 'GET', url: '/api/sso' })).json().enabled).toBe(false);
  });

  it('signs a student in and joins the campus without a code, as a current student', async () => {
    const person = student();
    const { res, jar } = await signInAtUniversity(t, idp, person, { returnTo: '/home?tab=new' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/home?tab=new');
    const user = await getSession(t, 'ou', jar);
    expect(user).toMatchObject({ email: person.email, verified: true, schoolVerified: true, campusId: 'ou' });
    const { rows } = await t.pool.query(
      'select affiliation, affiliation_checked_at, school_email from users where email = $1',
      [person.email],
    );
    expect(rows[0]).toMatchObject({ affiliation: 'student', school_email: person.email });
    expect(rows[0].affiliation_checked_at).toBeInstanceOf(Date);
    const feed = await t.request('ou', { method: 'GET', url: '/api/feed', headers: { cookie: jar.header } });
    expect(feed.statusCode).toBe(200);
  });

  it('links to the existing account with the same e-mail instead of making a second one', async () => {
    const person = student();
    await registerUser(t, { email: person.email, fullName: 'Early Bird' });
    const { res, jar } = await signInAtUniversity(t, idp, person);
    expect(res.statusCode).toBe(303);
    const { rows } = await t.pool.query('select count(*)::int as n from users where email = $1', [
      person.email,
    ]);
    expect(rows[0].n).toBe(1);
    expect(await getSession(t, 'ou', jar)).toMatchObject({ email: person.email, schoolVerified: true });
    // The university proved the address: the unproven registrant's password no longer signs in.
    const login = await post(t, 'ou', '/api/accounts/login', { email: person.email, password: 'secret123' });
    expect(login.statusCode).not.toBe(200);
  });

  it('refuses an alumnus when only students may join, with the sentence', async () => {
    const person = student(['alum@ou.edu']);
    const { res } = await signInAtUniversity(t, idp, person);
    refused(res, 'sso_not_allowed');
    const { rows } = await t.pool.query('select 1 from users where email = $1', [person.email]);
    expect(rows).toHaveLength(0);
    expect(UNIVERSITY_SIGN_IN_MESSAGES.notAllowed('OU')).toBe(
      "Your university sign-in says you're not a current student. Only current students can join OU.",
    );
  });

  it('refuses a replayed assertion', async () => {
    const first = await signInAtUniversity(t, idp, student());
    expect(first.res.statusCode).toBe(303);
    expect(first.res.headers.location).toBe('/home');
    refused((await postToAcs(t, first.samlResponse, 'ou', first.relayState)).res);
  });

  it('refuses an assertion ID accepted before, even in a signed answer to a new request of ours', async () => {
    const assertionId = '_a-once-only';
    expect((await signInAtUniversity(t, idp, student(), { assertionId })).res.headers.location).toBe('/home');
    refused((await signInAtUniversity(t, idp, student(), { assertionId })).res);
  });

  it('refuses a wrapped signature (a forged assertion beside the signed one)', async () => {
    const url = await startSignIn(t);
    const genuine = Buffer.from(await idp.answer(url, student()), 'base64').toString('utf8');
    const signed = genuine.match(/<saml:Assertion[\s\S]*<\/saml:Assertion>/)![0];
    const forged = signed
      .replace(/ ID="[^"]+"/, ' ID="_forged"')
      .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
      .replace(/sooner\d+@ou\.edu/g, 'victim@ou.edu');
    const wrapped = genuine.replace(signed, `<samlp:Extensions>${signed}</samlp:Extensions>${forged}`);
    refused((await postToAcs(t, Buffer.from(wrapped).toString('base64'))).res);
    const { rows } = await t.pool.query(`select 1 from users where email = 'victim@ou.edu'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a changed signed assertion', async () => {
    const url = await startSignIn(t);
    const genuine = Buffer.from(await idp.answer(url, student()), 'base64').toString('utf8');
    const changed = genuine.replace(/sooner\d+@ou\.edu/g, 'victim@ou.edu');
    refused((await postToAcs(t, Buffer.from(changed).toString('base64'))).res);
  });

  it('refuses an expired assertion', async () => {
    refused((await signInAtUniversity(t, idp, student(), { validForMinutes: -5 })).res);
  });

  it('refuses a wrong audience', async () => {
    refused((await signInAtUniversity(t, idp, student(), { audience: 'https://other-sp.example/sp' })).res);
  });

  it('refuses a wrong recipient', async () => {
    refused((await signInAtUniversity(t, idp, student(), { recipient: 'https://other-sp.example/acs' })).res);
  });

  it('refuses an unsigned response', async () => {
    refused((await signInAtUniversity(t, idp, student(), { sign: 'none' })).res);
  });

  it('takes a signed response whose assertion is not signed on its own', async () => {
    const { res } = await signInAtUniversity(t, idp, student(), { sign: 'response' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/home');
  });

  it('refuses an unsolicited answer, and one to a request of another campus', async () => {
    refused((await signInAtUniversity(t, idp, student(), { inResponseTo: null })).res);
    refused((await signInAtUniversity(t, idp, student(), { inResponseTo: '_not-ours' })).res);
  });

  it('comes back only within the campus site', async () => {
    for (const returnTo of OFFSITE_RETURN_TOS) {
      const { res } = await signInAtUniversity(t, idp, student(), { returnTo });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/home');
    }
  });

  it('refuses an answer signed by another key', async () => {
    const other = startTestSamlIdp();
    refused((await signInAtUniversity(t, other, student())).res);
  });
});
