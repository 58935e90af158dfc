// Where private addresses are not allowed (production's default), an administrator's SSO address on
// this machine or a private network is refused on save with a sentence, and nothing is fetched
// there; an OIDC provider saved before on such an address is not reached at sign-in either.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDP_ADDRESS_MESSAGES as A } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import { useOidcCampus } from '../../test/oidc-helpers';
import { UNIVERSITY_CLIENT } from '../../test/oidc-idp';
import { startTestSamlIdp } from '../../test/saml-idp';
import { createTestContext, type TestContext } from '../../test/test-app';
import { fetchIdpMetadata } from './idp-metadata';

// The first instance allows private addresses (as every test does) and saves OU's OIDC sign-in at
// the test provider on 127.0.0.1; the second, on the same database, allows none.
const oidc = useOidcCampus();
let strict: TestContext;
let metadata: http.Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  strict = await createTestContext(
    { SSO_ALLOW_PRIVATE_ADDRESSES: 'false' },
    { databaseUrl: oidc.t.config.DATABASE_URL },
  );
  const idp = startTestSamlIdp();
  metadata = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadata());
  });
  await new Promise<void>((resolve) => metadata.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(metadata.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => metadata.close(() => resolve())));

const save = (body: object) => send(strict, 'PUT', '/api/admin/campuses/ou/sso', oidc.admin, body);
const refusedBeside = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    error: { code: 'validation_error', fields: { [field]: A.privateNetwork } },
  });
};

describe('SSO addresses on private networks, where they are not allowed', () => {
  it('refuses a SAML metadata URL on this machine or a private network, and fetches nothing', async () => {
    for (const url of [
      `${base}/idp.xml`,
      `http://localhost:${new URL(base).port}/idp.xml`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/admin',
      'http://[::ffff:127.0.0.1]/idp.xml',
    ])
      refusedBeside(await save({ protocol: 'saml', idpMetadataUrl: url }), 'idpMetadata');
    expect(asked).toEqual([]);
  });

  it('refuses an OIDC issuer on a private network, and keeps the settings saved before', async () => {
    const body = { protocol: 'oidc', clientId: 'campus', clientSecret: 'a-secret' };
    refusedBeside(await save({ ...body, issuer: 'http://10.0.0.1' }), 'issuer');
    refusedBeside(await save({ ...body, issuer: oidc.idp.issuer }), 'issuer');
    refusedBeside(await save({ ...body, issuer: 'https://[fd00::1]/realms/campus' }), 'issuer');
    const view = await send(strict, 'GET', '/api/admin/campuses/ou/sso', oidc.admin);
    expect(view.json().sso).toMatchObject({ issuer: oidc.idp.issuer, clientId: UNIVERSITY_CLIENT.clientId });
  });

  it('does not reach an OIDC provider saved before on a private address', async () => {
    const start = await strict.request('ou', { method: 'GET', url: '/api/sso/oidc/login' });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/login?sso_error=sso_failed');
    // The instance that allows them starts the same sign-in at the provider.
    const allowed = await oidc.t.request('ou', { method: 'GET', url: '/api/sso/oidc/login' });
    expect(allowed.statusCode).toBe(302);
    expect(String(allowed.headers.location)).toContain(`${oidc.idp.issuer}/auth`);
  });

  it('refuses plain http for metadata where http is not allowed (production)', async () => {
    const err = await fetchIdpMetadata(`${base}/idp.xml`, { allowPrivate: true, allowHttp: false }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ statusCode: 400, fields: { idpMetadata: A.httpsOnly } });
    expect(asked).toEqual([]);
    // Where both are allowed (development, tests), the same address is read.
    expect(await fetchIdpMetadata(`${base}/idp.xml`, { allowPrivate: true, allowHttp: true })).toContain(
      'EntityDescriptor',
    );
  });
});
