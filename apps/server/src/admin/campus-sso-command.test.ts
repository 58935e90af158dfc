import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDP_METADATA_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { idpOutboundOf } from '../modules/sso/idp-address';
import { createSecretBox } from '../platform/auth/secret-box';
import { startTestSamlIdp } from '../test/saml-idp';
import { createTestContext, type TestContext } from '../test/test-app';
import { CampusSsoError, runCampusSsoCommand } from './campus-sso-command';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
const deps = () => ({
  db: t.db,
  publicUrl: t.config.PUBLIC_URL,
  secretBox: createSecretBox('x'.repeat(32), 'campus-sso'),
  outbound: idpOutboundOf(t.config),
});

describe('npm run admin -- campus sso', () => {
  it('sets SAML from the IdP certificate file and prints what the IdP administrator needs', async () => {
    const idp = startTestSamlIdp();
    const certFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sso-cli-')), 'idp.pem');
    fs.writeFileSync(certFile, idp.cert);
    const out = await runCampusSsoCommand(deps(), [
      'saml',
      'ou',
      '--entity-id',
      idp.entityId,
      '--sso-url',
      idp.ssoUrl,
      '--cert-file',
      certFile,
      '--allow',
      'student,alum',
    ]);
    expect(out).toContain('ACS http://ou.localhost:3000/api/sso/saml/acs');
    expect(out).toContain('Who may join: student, alum');
    expect(await runCampusSsoCommand(deps(), ['show', 'ou'])).toContain(`IdP ${idp.entityId}`);
    fs.rmSync(path.dirname(certFile), { recursive: true, force: true });
  });

  it('reads the OIDC secret from the environment and never prints it', async () => {
    const out = await runCampusSsoCommand(
      deps(),
      ['oidc', 'ut', '--issuer', 'https://login.ut.test', '--client-id', 'campus'],
      { CAMPUS_OIDC_CLIENT_SECRET: 'cli-secret-value' },
    );
    expect(out).toContain('OIDC: issuer https://login.ut.test, client campus');
    expect(out).not.toContain('cli-secret-value');
    expect(await runCampusSsoCommand(deps(), ['off', 'ut'])).toBe('University sign-in turned off.');
  });

  it('reads the IdP from its metadata file, and says plainly when it is not metadata', async () => {
    const idp = startTestSamlIdp();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sso-cli-'));
    fs.writeFileSync(path.join(dir, 'idp.xml'), idp.metadata());
    fs.writeFileSync(path.join(dir, 'bad.xml'), '<nope');
    const out = await runCampusSsoCommand(deps(), [
      'saml',
      'ut',
      '--metadata-file',
      path.join(dir, 'idp.xml'),
    ]);
    expect(out).toContain(`SAML: IdP ${idp.entityId} at ${idp.ssoUrl}`);
    await expect(
      runCampusSsoCommand(deps(), ['saml', 'ut', '--metadata-file', path.join(dir, 'bad.xml')]),
    ).rejects.toThrow(IDP_METADATA_MESSAGES.notXml);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says what is wrong in a plain line', async () => {
    await expect(runCampusSsoCommand(deps(), ['saml', 'nowhere'])).rejects.toThrow(
      'No campus has the id nowhere.',
    );
    await expect(runCampusSsoCommand(deps(), ['saml', 'ou', '--entity-id'])).rejects.toBeInstanceOf(
      CampusSsoError,
    );
  });
});
