// Changes to a campus's university sign-in leave a line in the audit log, from the Campuses tab (the
// administrator) and from the command line alike; a refused save leaves none.
import { beforeAll, describe, expect, it } from 'vitest';
import { runCampusSsoCommand } from '../../admin/campus-sso-command';
import { createSecretBox } from '../../platform/auth/secret-box';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator, getAs } from '../../test/moderation-helpers';
import { startTestSamlIdp } from '../../test/saml-idp';
import { createTestContext, type TestContext } from '../../test/test-app';
import { idpOutboundOf } from '../sso/idp-address';

let t: TestContext;
let admin: { jar: CookieJar; user: { id: string; username: string } };
beforeAll(async () => {
  t = await createTestContext();
  admin = await administrator(t);
});

const idp = startTestSamlIdp();
const samlBody = { protocol: 'saml', idpEntityId: idp.entityId, idpSsoUrl: idp.ssoUrl, idpCert: idp.cert };
const auditLines = async () =>
  (
    await t.pool.query(
      `select actor_id, campus_id, action, reason, details from moderation_actions
       where action like '%university sign-in' order by created_at, id`,
    )
  ).rows;

describe('the audit log of university sign-in changes', () => {
  it("records the administrator's save and turning it off, shown in the Audit log tab, without the certificate", async () => {
    expect((await send(t, 'PUT', '/api/admin/campuses/ou/sso', admin.jar, samlBody)).statusCode).toBe(200);
    expect((await send(t, 'DELETE', '/api/admin/campuses/ou/sso', admin.jar)).statusCode).toBe(204);
    const lines = await auditLines();
    expect(lines).toEqual([
      {
        actor_id: admin.user.id,
        campus_id: 'ou',
        action: 'set university sign-in',
        reason: '',
        details: { protocol: 'saml', idp: idp.entityId, allowed: 'student', emailCode: 'on' },
      },
      {
        actor_id: admin.user.id,
        campus_id: 'ou',
        action: 'turn off university sign-in',
        reason: '',
        details: null,
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('CERTIFICATE');
    const shown = (await getAs(t, admin.jar, '/api/admin/audit')).json().entries;
    expect(shown.slice(0, 2)).toMatchObject([
      { action: 'turn off university sign-in', campusId: 'ou', actor: { username: admin.user.username } },
      { action: 'set university sign-in', campusId: 'ou', actor: { username: admin.user.username } },
    ]);
  });

  it('records a refused save nowhere', async () => {
    await t.pool.query(`delete from moderation_actions`);
    const { idpCert: _none, ...withoutCert } = samlBody;
    expect((await send(t, 'PUT', '/api/admin/campuses/ut/sso', admin.jar, withoutCert)).statusCode).toBe(400);
    expect((await send(t, 'DELETE', '/api/admin/campuses/ut/sso', admin.jar)).statusCode).toBe(404);
    expect(await auditLines()).toEqual([]);
  });

  it('records the command line as the command line', async () => {
    await t.pool.query(`delete from moderation_actions`);
    const deps = {
      db: t.db,
      publicUrl: t.config.PUBLIC_URL,
      secretBox: createSecretBox('x'.repeat(32), 'campus-sso'),
      outbound: idpOutboundOf(t.config),
    };
    await runCampusSsoCommand(
      deps,
      ['oidc', 'ut', '--issuer', 'https://login.ut.test', '--client-id', 'campus'],
      {
        CAMPUS_OIDC_CLIENT_SECRET: 'never-logged',
      },
    );
    await runCampusSsoCommand(deps, ['off', 'ut']);
    const lines = await auditLines();
    expect(lines.map((l) => [l.actor_id, l.campus_id, l.action, l.reason])).toEqual([
      [null, 'ut', 'set university sign-in', 'command line'],
      [null, 'ut', 'turn off university sign-in', 'command line'],
    ]);
    expect(lines[0].details).toMatchObject({ protocol: 'oidc', idp: 'https://login.ut.test' });
    expect(JSON.stringify(lines)).not.toContain('never-logged');
  });
});
