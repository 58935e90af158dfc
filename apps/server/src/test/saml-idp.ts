// A real SAML 2.0 identity provider for the university sign-in tests: samlify's IdP role with its own
// keys, made at test start (a self-signed certificate from openssl, never committed). It reads our
// AuthnRequest from the redirect URL and signs the answer the way a campus IdP would; options bend
// one thing at a time for the refusal tests.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as samlify from 'samlify';

// The IdP side reads our AuthnRequest; its XSD check is not what these tests are about (the SP
// under test never uses samlify).
samlify.setSchemaValidator({ validate: async () => 'skipped' });

export const EDU = {
  email: 'urn:oid:0.9.2342.19200300.100.1.3',
  name: 'urn:oid:2.16.840.1.113730.3.1.241',
  affiliation: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
};

/** A throwaway RSA key and self-signed certificate. */
export function makeTestKeys(subject = '/CN=test-idp.invalid'): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saml-keys-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        subject,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Person {
  email: string;
  name: string;
  affiliation: string[];
}

export interface AnswerOptions {
  /** Sign the assertion (default) or only the whole response. */
  sign?: 'assertion' | 'response' | 'none';
  audience?: string;
  /** Minutes from now of NotOnOrAfter (default 5); negative for an expired assertion. */
  validForMinutes?: number;
  inResponseTo?: string | null;
  recipient?: string;
  /** The assertion's ID (default a fresh one): the same ID twice is a replay. */
  assertionId?: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The IdP's names: by default an OU-like Shibboleth; the e2e journey serves it on a local port. */
export function startTestSamlIdp(
  keys = makeTestKeys(),
  names = {
    entityId: 'https://idp.ou.test/idp/shibboleth',
    ssoUrl: 'https://idp.ou.test/idp/profile/SAML2/Redirect/SSO',
  },
) {
  const { entityId, ssoUrl } = names;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: keys.key,
    signingCert: keys.cert,
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: ssoUrl }],
  });

  /** The SAMLResponse (base64) the IdP posts back for a sign-in our app started at `authorizeUrl`. */
  async function answer(authorizeUrl: string, person: Person, opts: AnswerOptions = {}): Promise<string> {
    const url = new URL(authorizeUrl);
    const sign = opts.sign ?? 'assertion';
    const probe = samlify.ServiceProvider({ entityID: 'probe' });
    const request = await idp.parseLoginRequest(probe, 'redirect', {
      query: Object.fromEntries(url.searchParams),
      octetString: url.search.slice(1),
    } as never);
    const extracted = request.extract as {
      request: { id: string; issuer?: string; assertionConsumerServiceUrl?: string };
      issuer?: string;
    };
    const spEntityId = extracted.issuer ?? '';
    const acs = extracted.request.assertionConsumerServiceUrl ?? '';
    const sp = samlify.ServiceProvider({
      entityID: spEntityId,
      assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: acs }],
      wantAssertionsSigned: sign === 'assertion',
      wantMessageSigned: sign === 'response',
    });
    const now = new Date();
    const until = new Date(now.getTime() + (opts.validForMinutes ?? 5) * 60_000).toISOString();
    const before = new Date(now.getTime() - 60_000).toISOString();
    const inResponseTo = opts.inResponseTo === undefined ? extracted.request.id : opts.inResponseTo;
    const irt = inResponseTo === null ? '' : ` InResponseTo="${esc(inResponseTo)}"`;
    const attrs = Object.entries({
      [EDU.email]: [person.email],
      [EDU.name]: [person.name],
      [EDU.affiliation]: person.affiliation,
    })
      .map(
        ([name, values]) =>
          `<saml:Attribute Name="${esc(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">${values
            .map((v) => `<saml:AttributeValue xsi:type="xs:string">${esc(v)}</saml:AttributeValue>`)
            .join('')}</saml:Attribute>`,
      )
      .join('');
    const responseId = `_r${crypto.randomUUID()}`;
    const assertionId = opts.assertionId ?? `_a${crypto.randomUUID()}`;
    const xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${esc(acs)}"${irt}>` +
      `<saml:Issuer>${esc(entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
      `<saml:Issuer>${esc(entityId)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">_t${crypto.randomUUID()}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${esc(opts.recipient ?? acs)}"${irt}/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${before}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${esc(opts.audience ?? spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement>${attrs}</saml:AttributeStatement></saml:Assertion></samlp:Response>`;
    if (sign === 'none') return Buffer.from(xml).toString('base64');
    const made = await idp.createLoginResponse(sp, request as never, 'post', { email: person.email }, {
      customTagReplacement: () => ({ id: responseId, context: xml }),
    } as never);
    return (made as { context: string }).context;
  }

  /** The IdP's own SAML metadata (entity ID, sign-in URL, signing certificate), as an IdP publishes it. */
  const metadata = (): string => idp.getMetadata();
  return { entityId, ssoUrl, cert: keys.cert, answer, metadata };
}
export type TestSamlIdp = ReturnType<typeof startTestSamlIdp>;
