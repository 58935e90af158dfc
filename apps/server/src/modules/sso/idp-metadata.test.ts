// The IdP's metadata as the administrator gives it: an uploaded XML file or its URL fetched on save
// (here from a small local server). Its three facts are saved, and the sign-in then works with them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDP_METADATA_MESSAGES as M } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator } from '../../test/moderation-helpers';
import { startTestSamlIdp } from '../../test/saml-idp';
import { signInAtUniversity } from '../../test/sso-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { readIdpMetadata } from './idp-metadata';

let t: TestContext;
let admin: CookieJar;
let server: http.Server;
let base: string;
const idp = startTestSamlIdp();
const served: Record<string, string> = { '/idp.xml': idp.metadata() };

beforeAll(async () => {
  t = await createTestContext();
  admin = (await administrator(t)).jar;
  server = http.createServer((req, res) => {
    const body = served[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/samlmetadata+xml' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const save = (body: object, campus = 'ou') =>
  send(t, 'PUT', `/api/admin/campuses/${campus}/sso`, admin, { protocol: 'saml', ...body });
const refusedWith = (res: { statusCode: number; json(): unknown }, sentence: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: { fields: { idpMetadata: sentence } } });
};

describe("the IdP's metadata", () => {
  it('is read from an upload: entity ID, sign-in URL and certificate, and the sign-in works', async () => {
    const res = await save({
      idpMetadataXml: idp.metadata(),
      attributes: {
        email: 'urn:oid:0.9.2342.19200300.100.1.3',
        name: 'urn:oid:2.16.840.1.113730.3.1.241',
        affiliation: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sso).toMatchObject({
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.ssoUrl,
      hasIdpCert: true,
    });
    expect(res.json().sso.attributes.email).toBe('urn:oid:0.9.2342.19200300.100.1.3');
    const { res: signedIn } = await signInAtUniversity(t, idp, {
      email: 'meta1@ou.edu',
      name: 'Meta One',
      affiliation: ['student'],
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/home');
  });

  it('is fetched from its URL on save', async () => {
    const res = await save({ idpMetadataUrl: `${base}/idp.xml` }, 'ut');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sso).toMatchObject({
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.ssoUrl,
      hasIdpCert: true,
    });
  });

  it('refuses a URL that answers no metadata, and bad XML, with a sentence', async () => {
    refusedWith(await save({ idpMetadataUrl: `${base}/missing.xml` }), M.unreachable);
    refusedWith(await save({ idpMetadataXml: '<EntityDescriptor><unclosed>' }), M.notXml);
    refusedWith(await save({ idpMetadataXml: 'not xml at all' }), M.notXml);
    refusedWith(
      await save({ idpMetadataXml: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>' }),
      M.notXml,
    );
    // Our own SP metadata is metadata, but of no identity provider.
    const sp = await t.request('ou', { method: 'GET', url: '/api/sso/saml/metadata' });
    refusedWith(await save({ idpMetadataXml: sp.body }), M.noIdp);
    const withBadCert = idp.metadata().replace(/<(\w+:)?X509Certificate>[^<]+</, '<$1X509Certificate>AAAA<');
    refusedWith(await save({ idpMetadataXml: withBadCert }), M.badCert);
  });

  it('refuses a save with neither metadata nor the facts', async () => {
    refusedWith(await save({ idpEntityId: idp.entityId }, 'ut'), M.missing);
  });

  it('picks the named IdP out of an aggregate, and asks which when several', () => {
    const other = startTestSamlIdp().metadata().replace(idp.entityId, 'https://idp.other.test/idp');
    const strip = (xml: string) => xml.replace(/<\?xml[^>]*\?>/, '');
    const aggregate = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${strip(idp.metadata())}${strip(other)}</md:EntitiesDescriptor>`;
    expect(() => readIdpMetadata(aggregate)).toThrow(
      expect.objectContaining({ fields: { idpMetadata: M.several } }),
    );
    expect(readIdpMetadata(aggregate, 'https://idp.other.test/idp').entityId).toBe(
      'https://idp.other.test/idp',
    );
  });
});
