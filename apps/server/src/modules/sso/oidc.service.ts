// OpenID Connect sign-in of a campus, with openid-client: discovery of the issuer, the authorization
// request with PKCE, state and nonce, and the callback's checks (state, ID token signature, issuer,
// audience, nonce) are the library's; we keep the request on the server, bound to the browser.
import crypto from 'node:crypto';
import * as oidc from 'openid-client';
import type { SecretBox } from '../../platform/auth/secret-box';
import { createOutboundFetch } from '../../platform/http/outbound-fetch';
import { enforceLimit, LIMITS, perIp } from '../rate-limits/limits';
import { idpOutboundOf } from './idp-address';
import { insertOidcRequest, takeOidcRequest } from './oidc.repository';
import { REQUEST_TTL_MS } from './saml.service';
import type { CampusSsoRow } from './sso.repository';
import type { SsoDeps } from './sso.service';

export type OidcDeps = SsoDeps & { secretBox: SecretBox };

/** The cookie holding the browser's key to its sign-in request (only its hash is stored). */
export const OIDC_COOKIE = 'campus_oidc_request';
const COOKIE_PATH = '/api/sso/oidc';

/** Why a sign-in was refused, for the log (the person sees one plain sentence). */
export class OidcRefusal extends Error {}

/** Scopes some university providers put their affiliation claims under, asked for when offered. */
const AFFILIATION_SCOPES = [
  'eduperson',
  'eduperson_affiliation',
  'eduperson_scoped_affiliation',
  'affiliation',
  'org.cilogon.userinfo',
];

export const callbackUrl = (origin: string) => `${origin}${COOKIE_PATH}/callback`;

const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('base64url');

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** The provider's configuration by discovery, kept an hour per campus and its settings. */
function configurationOf(deps: OidcDeps, row: CampusSsoRow): Promise<oidc.Configuration> {
  const cacheKey = [
    row.campusId,
    row.oidcIssuer,
    row.oidcClientId,
    row.oidcClientSecretEnc,
    deps.config.SSO_ALLOW_PRIVATE_ADDRESSES,
  ].join('\n');
  const hit = discovered.get(cacheKey);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const secret = row.oidcClientSecretEnc ? deps.secretBox.open(row.oidcClientSecretEnc) : null;
  if (!row.oidcIssuer || !row.oidcClientId || !secret)
    return Promise.reject(new OidcRefusal('incomplete or unreadable OIDC settings'));
  const issuer = new URL(row.oidcIssuer);
  // A plain-http issuer only outside production (a local or staging provider).
  const insecure = issuer.protocol === 'http:' && !deps.config.isProduction;
  // Discovery, and every later request of this configuration (the JWKS, the token and UserInfo
  // endpoints the provider names), through the guard: never to a private address unless allowed.
  const guarded = createOutboundFetch(idpOutboundOf(deps.config));
  const config = oidc
    .discovery(issuer, row.oidcClientId, undefined, oidc.ClientSecretBasic(secret), {
      timeout: 10,
      [oidc.customFetch]: (url, options) => guarded(url, options as RequestInit),
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .catch((err: unknown) => {
      discovered.delete(cacheKey);
      throw new OidcRefusal(`discovery: ${err instanceof Error ? err.message : String(err)}`);
    });
  discovered.set(cacheKey, { at: Date.now(), config });
  return config;
}

function cookie(origin: string, value: string, maxAgeSeconds: number): string {
  const secure = origin.startsWith('https://') ? '; Secure' : '';
  return `${OIDC_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Forgets the browser's key (sent with every callback, whatever its outcome). */
export const clearedCookie = (origin: string) => cookie(origin, '', 0);

/**
 * Starts a sign-in: keeps the state, nonce and PKCE verifier on the server with the return path
 * (checked before) and the hash of a fresh browser key; the provider's URL and the key's cookie.
 */
export async function startOidcSignIn(
  deps: OidcDeps,
  row: CampusSsoRow,
  input: { origin: string; returnTo: string; ip: string },
): Promise<{ url: string; cookie: string }> {
  const { origin, returnTo } = input;
  // Each start keeps a row: as many per address as sign-in attempts (429 too_many_attempts).
  await enforceLimit(deps.db, `sso-start:ip:${input.ip}`, perIp(deps.config, LIMITS.loginPerIp));
  const config = await configurationOf(deps, row);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserKey = crypto.randomBytes(32).toString('base64url');
  await insertOidcRequest(deps.db, {
    id: state,
    campusId: row.campusId,
    returnTo,
    nonce,
    codeVerifier,
    browserKeyHash: hashKey(browserKey),
  });
  const offered = config.serverMetadata().scopes_supported ?? [];
  const scope = ['openid', 'email', 'profile', ...AFFILIATION_SCOPES.filter((s) => offered.includes(s))];
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(origin),
    response_type: 'code',
    scope: scope.join(' '),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, cookie: cookie(origin, browserKey, REQUEST_TTL_MS / 1000) };
}

/** The browser key from a Cookie header, or null. */
export function browserKeyOf(cookieHeader: string | undefined): string | null {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const i = pair.indexOf('=');
    if (i > 0 && pair.slice(0, i).trim() === OIDC_COOKIE) return pair.slice(i + 1).trim() || null;
  }
  return null;
}

export interface OidcAnswer {
  returnTo: string;
  claims: Record<string, unknown>;
}

/**
 * Checks a callback: a request of ours on this campus, started by this browser, not too old, taken
 * once; then the code is exchanged with the verifier, and the ID token's signature, issuer,
 * audience, state and nonce are checked. The ID token's claims, with the UserInfo answer beside them.
 */
export async function acceptOidcCallback(
  deps: OidcDeps,
  row: CampusSsoRow,
  origin: string,
  input: { search: string; state: string | undefined; browserKey: string | null },
): Promise<OidcAnswer> {
  if (!input.browserKey) throw new OidcRefusal('no browser key (not started in this browser)');
  if (!input.state) throw new OidcRefusal('no state');
  const request = await takeOidcRequest(deps.db, {
    id: input.state,
    campusId: row.campusId,
    browserKeyHash: hashKey(input.browserKey),
    since: new Date(Date.now() - REQUEST_TTL_MS),
  });
  if (!request) throw new OidcRefusal('not a live request of this browser');
  try {
    const config = await configurationOf(deps, row);
    const tokens = await oidc.authorizationCodeGrant(
      config,
      new URL(`${callbackUrl(origin)}${input.search}`),
      {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: input.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      },
    );
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcRefusal('no ID token');
    const userInfo = config.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
      : {};
    return { returnTo: request.returnTo, claims: { ...userInfo, ...idClaims } };
  } catch (err) {
    if (err instanceof OidcRefusal) throw err;
    throw new OidcRefusal(err instanceof Error ? err.message : String(err));
  }
}

/** The e-mail, name and affiliations of an OIDC answer, by the campus's claim names. */
export function oidcIdentity(row: CampusSsoRow, claims: Record<string, unknown>) {
  const map = row.attributes;
  const strings = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  // An address the provider itself says it has not checked is not taken.
  const email = claims.email_verified === false ? undefined : strings(claims[map.email])[0];
  return { email, name: strings(claims[map.name])[0], affiliations: strings(claims[map.affiliation]) };
}
