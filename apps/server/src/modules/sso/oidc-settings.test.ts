import { describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import { OU, useOidcCampus } from '../../test/oidc-helpers';
import { UNIVERSITY_CLIENT } from '../../test/oidc-idp';

const oidc = useOidcCampus();
const { person, signIn, session } = oidc;

/** Saves UT's OIDC settings as its administrator, with the provider's issuer and our client. */
const saveUt = (more: Record<string, unknown>) =>
  send(
    oidc.t,
    'PUT',
    '/api/admin/campuses/ut/sso',
    oidc.admin,
    { protocol: 'oidc', issuer: oidc.idp.issuer, clientId: UNIVERSITY_CLIENT.clientId, ...more },
    'ut',
  );

describe('OpenID Connect settings of a campus', () => {
  it('shows the Campuses tab the redirect URI and the claims, never the secret', async () => {
    const view = await send(oidc.t, 'GET', '/api/admin/campuses/ou/sso', oidc.admin);
    expect(view.json().sso).toMatchObject({
      protocol: 'oidc',
      issuer: oidc.idp.issuer,
      clientId: UNIVERSITY_CLIENT.clientId,
      hasClientSecret: true,
      attributes: { email: 'email', name: 'name', affiliation: 'eduperson_affiliation' },
      oidcRedirectUri: `${OU}/api/sso/oidc/callback`,
    });
    expect(view.body).not.toContain(UNIVERSITY_CLIENT.clientSecret);
    const { rows } = await oidc.t.pool.query(
      `select oidc_client_secret_enc from campus_sso where campus_id = 'ou'`,
    );
    expect(rows[0].oidc_client_secret_enc).not.toContain(UNIVERSITY_CLIENT.clientSecret);
  });

  it("reads the provider's own affiliation claim where the campus names it", async () => {
    const saved = await saveUt({
      clientSecret: UNIVERSITY_CLIENT.clientSecret,
      claims: { email: 'email', name: 'name', affiliation: 'campus_role' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const who = person([], { campus_role: 'student' });
    const { res, browser } = await signIn(who, { site: 'http://ut.localhost:3000' });
    expect(res.location).toBe('/home');
    expect(await session(browser, 'ut')).toMatchObject({ email: who.email, campusId: 'ut' });
    // A later save without the secret keeps it: the sign-in still works.
    const again = await saveUt({ claims: saved.json().sso.attributes });
    expect(again.json().sso.hasClientSecret).toBe(true);
    const next = person([], { campus_role: 'student' });
    expect((await signIn(next, { site: 'http://ut.localhost:3000' })).res.location).toBe('/home');
    await send(oidc.t, 'DELETE', '/api/admin/campuses/ut/sso', oidc.admin, undefined, 'ut');
  });
});
