import crypto from 'node:crypto';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Executor } from '../../db/client';
import { newBrowserKey, sameBrowser } from './saml-browser';
import {
  type CampusSsoRow,
  deleteSsoRequest,
  findSsoRequest,
  insertSsoRequest,
  recordAssertionOnce,
} from './sso.repository';

/** How long a sign-in may take at the university before its answer is refused. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;
const CLOCK_SKEW_MS = 60 * 1000;

/** Our service provider's names on a campus site, stable for the IdP's administrator. */
export function spUrls(origin: string) {
  return {
    entityId: `${origin}/api/sso/saml/metadata`,
    metadataUrl: `${origin}/api/sso/saml/metadata`,
    acsUrl: `${origin}/api/sso/saml/acs`,
    loginUrl: `${origin}/api/sso/saml/login`,
  };
}

/** Why an answer was refused, for the log (the person sees one plain sentence). */
export class SamlRefusal extends Error {}

/** The node-saml SP of a campus: every check of the answer (signature, audience, times, InResponseTo) is its own. */
function spFor(row: CampusSsoRow, origin: string, cacheProvider: CacheProvider, requestId?: string): SAML {
  const urls = spUrls(origin);
  return new SAML({
    issuer: urls.entityId,
    audience: urls.entityId,
    callbackUrl: urls.acsUrl,
    entryPoint: row.idpSsoUrl ?? undefined,
    idpCert: row.idpCert ?? '',
    idpIssuer: row.idpEntityId ?? undefined,
    // Either the whole response or its assertion must carry a valid signature (node-saml refuses
    // an answer with neither); never both unsigned.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    // Unsolicited (IdP-initiated) answers are off: each must answer a request of ours.
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    cacheProvider,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** The SP metadata XML the IdP's administrator registers. */
export function spMetadata(row: CampusSsoRow, origin: string): string {
  const sp = spFor(row, origin, noCache);
  return sp.generateServiceProviderMetadata(null);
}

const noCache: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => null,
  removeAsync: async () => null,
};

/**
 * The IdP URL that starts a sign-in (HTTP-Redirect AuthnRequest); the return path is kept with its
 * ID, and the hash of a new browser key (the caller puts the key in this browser's cookie).
 */
export async function startSamlSignIn(
  db: Executor,
  row: CampusSsoRow,
  origin: string,
  returnTo: string,
): Promise<{ url: string; browserKey: string }> {
  const id = `_${crypto.randomUUID()}`;
  const browser = newBrowserKey();
  const cache: CacheProvider = {
    saveAsync: async (key, value) => {
      await insertSsoRequest(db, { id: key, campusId: row.campusId, returnTo, browserKeyHash: browser.hash });
      return { value, createdAt: Date.now() };
    },
    getAsync: async () => null,
    removeAsync: async () => null,
  };
  const url = await spFor(row, origin, cache, id).getAuthorizeUrlAsync(id, undefined, {});
  return { url, browserKey: browser.key };
}

export interface SamlAnswer {
  profile: Profile;
  returnTo: string;
}

/**
 * Checks a posted SAMLResponse with node-saml, then what it leaves to us: the Destination and
 * Recipient are our ACS URL, the assertion ID was not accepted before, and the request it answers
 * was started in this browser (its key; a request of another browser reads as none of ours).
 */
export async function acceptSamlResponse(
  db: Executor,
  row: CampusSsoRow,
  origin: string,
  form: { SAMLResponse: string; browserKey: string | undefined },
): Promise<SamlAnswer> {
  const since = new Date(Date.now() - REQUEST_TTL_MS);
  let answered: { returnTo: string } | undefined;
  const cache: CacheProvider = {
    saveAsync: async () => null,
    // node-saml reads the value as the request's time (its own expiry check).
    getAsync: async (key) => {
      const request = await findSsoRequest(db, key, row.campusId, since);
      return request && sameBrowser(request.browserKeyHash, form.browserKey)
        ? request.createdAt.toISOString()
        : null;
    },
    removeAsync: async (key) => {
      if (!key) return null;
      answered = await deleteSsoRequest(db, key, row.campusId);
      return answered ? key : null;
    },
  };
  const { acsUrl } = spUrls(origin);
  const destination = responseDestination(Buffer.from(form.SAMLResponse, 'base64').toString('utf8'));
  if (destination !== undefined && destination !== acsUrl) throw new SamlRefusal('wrong Destination');
  let result: Awaited<ReturnType<SAML['validatePostResponseAsync']>>;
  try {
    result = await spFor(row, origin, cache).validatePostResponseAsync({ SAMLResponse: form.SAMLResponse });
  } catch (err) {
    throw new SamlRefusal(err instanceof Error ? err.message : String(err));
  }
  const profile = result.profile;
  if (!profile || result.loggedOut) throw new SamlRefusal('no assertion');
  if (!answered) throw new SamlRefusal('not an answer to a request of ours');
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode })?.Assertion;
  const confirmation = first(first(first(assertion?.Subject)?.SubjectConfirmation)?.SubjectConfirmationData);
  if (confirmation?.$?.Recipient !== acsUrl) throw new SamlRefusal('wrong Recipient');
  const assertionId = assertion?.$?.ID;
  if (!assertionId) throw new SamlRefusal('assertion without ID');
  const until = first(assertion?.Conditions)?.$?.NotOnOrAfter ?? confirmation?.$?.NotOnOrAfter;
  const expiresAt = until
    ? new Date(Date.parse(until) + CLOCK_SKEW_MS)
    : new Date(Date.now() + REQUEST_TTL_MS);
  if (!(await recordAssertionOnce(db, { campusId: row.campusId, assertionId, expiresAt })))
    throw new SamlRefusal('assertion replayed');
  return { profile, returnTo: answered.returnTo };
}

type XmlNode = { $?: Record<string, string>; [child: string]: unknown };
const first = (nodes: unknown): XmlNode | undefined =>
  Array.isArray(nodes) ? (nodes[0] as XmlNode) : undefined;

/**
 * The Destination attribute of the Response's own start tag (undefined when absent). Read from
 * the start tag only; anything unexpected reads as a wrong Destination, so it can only refuse.
 */
function responseDestination(xml: string): string | undefined {
  const start = xml.match(/^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:[\w-]+:)?Response\b([^>]*)>/);
  if (!start) return '';
  const attr = start[1]!.match(/\sDestination\s*=\s*("([^"]*)"|'([^']*)')/);
  if (!attr) return undefined;
  return (attr[2] ?? attr[3] ?? '').replaceAll('&amp;', '&');
}

/** The first value of an attribute, whether node-saml gave one value or several. */
export function attributeValues(profile: Profile, name: string): string[] {
  const value = (profile.attributes as Record<string, unknown> | undefined)?.[name] ?? profile[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string');
}
