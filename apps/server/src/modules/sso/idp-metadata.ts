// An IdP's SAML metadata (uploaded, or fetched from its URL on save) read for the three facts the
// sign-in needs: the entity ID, the HTTP-Redirect sign-in URL and the signing certificate. Parsed
// with xmldom (namespace-aware); the signature checks of answers stay node-saml's.
import crypto from 'node:crypto';
import { IDP_METADATA_MESSAGES as M } from '@campus/domain';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { AppError } from '../../http/errors';
import { createOutboundFetch } from '../../platform/http/outbound-fetch';
import { type IdpOutbound, refusedAddressSentence } from './idp-address';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const FETCH_TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

export interface IdpFacts {
  entityId: string;
  ssoUrl: string;
  cert: string;
}

/** A refusal of the metadata, with its sentence beside the metadata fields. */
const refuse = (sentence: string) =>
  new AppError(400, 'validation_error', undefined, { idpMetadata: sentence });

const children = (parent: Element, ns: string, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(ns, name) as ArrayLike<Element>);

function pemOf(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
  try {
    new crypto.X509Certificate(pem);
  } catch {
    throw refuse(M.badCert);
  }
  return pem;
}

/** The facts of the IdP this metadata describes (of `entityId`, where it describes several). */
export function readIdpMetadata(xml: string, entityId?: string): IdpFacts {
  // No DTDs at all: nothing to expand, whatever the parser would do with one.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refuse(M.notXml);
  let root: Element | null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
    root = doc.documentElement;
  } catch {
    throw refuse(M.notXml);
  }
  if (!root || root.namespaceURI !== MD) throw refuse(M.notXml);
  const entities = (root.localName === 'EntityDescriptor' ? [root] : children(root, MD, 'EntityDescriptor'))
    .filter((e) => children(e, MD, 'IDPSSODescriptor').length > 0)
    .filter((e) => !entityId || e.getAttribute('entityID') === entityId);
  if (entities.length > 1) throw refuse(M.several);
  const entity = entities[0];
  const idp = entity ? children(entity, MD, 'IDPSSODescriptor')[0] : undefined;
  if (!entity || !idp) throw refuse(M.noIdp);
  const ssoUrl = children(idp, MD, 'SingleSignOnService')
    .find((s) => s.getAttribute('Binding') === REDIRECT)
    ?.getAttribute('Location');
  const signing = children(idp, MD, 'KeyDescriptor').find((k) => {
    const use = k.getAttribute('use');
    return !use || use === 'signing';
  });
  const certText = signing ? children(signing, DS, 'X509Certificate')[0]?.textContent : undefined;
  const id = entity.getAttribute('entityID')?.trim();
  if (!id || !ssoUrl || !/^https?:\/\//.test(ssoUrl) || !certText?.trim()) throw refuse(M.noIdp);
  return { entityId: id, ssoUrl, cert: pemOf(certText) };
}

/**
 * Fetches the metadata at its URL (an administrator's address: through the guard, bounded in time
 * and size); an address on a private network is refused with its own sentence.
 */
export async function fetchIdpMetadata(url: string, outbound: IdpOutbound): Promise<string> {
  let res: Response;
  try {
    res = await createOutboundFetch({ ...outbound, maxBytes: MAX_BYTES, timeoutMs: FETCH_TIMEOUT_MS })(url, {
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
  } catch (err) {
    throw refuse(refusedAddressSentence(err) ?? M.unreachable);
  }
  if (!res.ok) throw refuse(M.unreachable);
  return res.text();
}
