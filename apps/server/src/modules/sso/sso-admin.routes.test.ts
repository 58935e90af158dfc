import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, verifiedUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator } from '../../test/moderation-helpers';
import { startTestSamlIdp } from '../../test/saml-idp';
import { signInAtUniversity } from '../../test/sso-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestContext();
  admin = (await administrator(t)).jar;
});

const idp = startTestSamlIdp();
const samlBody = {
  protocol: 'saml',
  idpEntityId: idp.entityId,
  idpSsoUrl: idp.ssoUrl,
  idpCert: idp.cert,
  allowedAffiliations: ['student', 'staff'],
};

describe('the university sign-in section of the Campuses tab', () => {
  it('saves SAML for a campus, shows our SP names back, and the sign-in works at once', async () => {
    const saved = await send(t, 'PUT', '/api/admin/campuses/ou/sso', admin, samlBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sso).toMatchObject({
      protocol: 'saml',
      hasIdpCert: true,
      allowedAffiliations: ['student', 'staff'],
      spEntityId: 'http://ou.localhost:3000/api/sso/saml/metadata',
      acsUrl: 'http://ou.localhost:3000/api/sso/saml/acs',
    });
    expect(saved.body).not.toContain('BEGIN CERTIFICATE');
    // A later save without the certificate keeps it.
    const { idpCert: _kept, ...withoutCert } = samlBody;
    expect(
      (await send(t, 'PUT', '/api/admin/campuses/ou/sso', admin, withoutCert)).json().sso.hasIdpCert,
    ).toBe(true);
    const { res } = await signInAtUniversity(t, idp, {
      email: 'staffer@ou.edu',
      name: 'Stella Staff',
      affiliation: ['staff'],
    });
    expect(res.headers.location).toBe('/home');
  });

  it('keeps an OIDC client secret sealed with the instance secret and never sends it back', async () => {
    const body = {
      protocol: 'oidc',
      issuer: 'https://login.ut.test',
      clientId: 'campus',
      clientSecret: 'hunter2-secret',
    };
    const saved = await send(t, 'PUT', '/api/admin/campuses/ut/sso', admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('hunter2-secret');
    expect(saved.json().sso).toMatchObject({ protocol: 'oidc', hasClientSecret: true, clientId: 'campus' });
    const { rows } = await t.pool.query(
      `select oidc_client_secret_enc from campus_sso where campus_id = 'ut'`,
    );
    expect(rows[0].oidc_client_secret_enc).toMatch(/^v1\./);
    expect(rows[0].oidc_client_secret_enc).not.toContain('hunter2');
    // A later save without the secret keeps it.
    const again = await send(t, 'PUT', '/api/admin/campuses/ut/sso', admin, {
      ...body,
      clientSecret: undefined,
    });
    expect(again.json().sso.hasClientSecret).toBe(true);
    const shown = await send(t, 'GET', '/api/admin/campuses/ut/sso', admin);
    expect(shown.body).not.toContain('hunter2');
    expect((await send(t, 'DELETE', '/api/admin/campuses/ut/sso', admin)).statusCode).toBe(204);
    expect((await send(t, 'GET', '/api/admin/campuses/ut/sso', admin)).json().sso).toBeNull();
  });

  it('refuses a member who is not an administrator', async () => {
    const member = await memberOf(t, 'ou', 'ou.edu');
    expect((await send(t, 'PUT', '/api/admin/campuses/ou/sso', member.jar, samlBody)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/admin/campuses/ou/sso', member.jar)).statusCode).toBe(403);
  });

  it('turns the school e-mail code off for the campus when the administrator says so', async () => {
    const saved = await send(t, 'PUT', '/api/admin/campuses/ou/sso', admin, {
      ...samlBody,
      emailCodeAllowed: false,
    });
    expect(saved.json().sso.emailCodeAllowed).toBe(false);
    const { jar } = await verifiedUser(t);
    const res = await post(t, 'ou', '/api/me/school-email', { email: 'code.seeker@ou.edu' }, jar);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'sso_required',
      message: 'OU members join by signing in with their university, not with a school e-mail code.',
    });
    expect((await t.request('ou', { method: 'GET', url: '/api/sso' })).json().emailCodeAllowed).toBe(false);
    // Nor does a proven account e-mail on the school's domain join by itself any more.
    const { user } = await verifiedUser(t, { email: `auto.${Date.now()}@ou.edu` });
    expect(user).toMatchObject({ schoolVerified: false });
  });
});
