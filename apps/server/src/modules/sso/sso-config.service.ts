// A campus's university sign-in as administrators set it (the Campuses tab, `npm run admin -- campus
// sso`): saved whole, the OIDC secret only sealed, and shown back without it.
import {
  type CampusSsoBody,
  type CampusSsoView,
  IDP_METADATA_MESSAGES,
  UNIVERSITY_SIGN_IN_MESSAGES,
} from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { SecretBox } from '../../platform/auth/secret-box';
import type { CampusRow } from '../campuses/campuses.repository';
import { originOfCampus } from '../campuses/campuses.service';
import { checkIssuerAddress, type IdpOutbound } from './idp-address';
import { fetchIdpMetadata, readIdpMetadata } from './idp-metadata';
import { callbackUrl } from './oidc.service';
import { spUrls } from './saml.service';
import { type CampusSsoRow, deleteCampusSso, findCampusSso, saveCampusSso } from './sso.repository';

export interface SsoConfigDeps {
  /** The database, or the transaction that also writes the audit line. */
  db: Executor;
  publicUrl: string;
  /** Seals the OIDC client secret with a key from the instance's secret. */
  secretBox: SecretBox;
  /** Where the IdP's addresses may be fetched from (idpOutboundOf the config). */
  outbound: IdpOutbound;
}

function viewOf(row: CampusSsoRow | undefined, origin: string): CampusSsoView | null {
  if (!row) return null;
  const sp = spUrls(origin);
  return {
    protocol: row.protocol,
    idpEntityId: row.idpEntityId,
    idpSsoUrl: row.idpSsoUrl,
    hasIdpCert: Boolean(row.idpCert),
    attributes: row.attributes,
    issuer: row.oidcIssuer,
    clientId: row.oidcClientId,
    hasClientSecret: Boolean(row.oidcClientSecretEnc),
    allowedAffiliations: row.allowedAffiliations,
    emailCodeAllowed: row.emailCodeAllowed,
    ticketsStudentsOnly: row.ticketsStudentsOnly,
    spEntityId: sp.entityId,
    spMetadataUrl: sp.metadataUrl,
    acsUrl: sp.acsUrl,
    oidcRedirectUri: callbackUrl(origin),
  };
}

export async function campusSsoConfig(deps: SsoConfigDeps, campus: CampusRow): Promise<CampusSsoView | null> {
  return viewOf(await findCampusSso(deps.db, campus.id), originOfCampus(campus, deps.publicUrl));
}

/**
 * A SAML body with the IdP's facts read from its metadata (the upload, else the URL fetched now);
 * the metadata's facts win over typed ones. Unchanged without metadata; an OIDC body once its
 * issuer's address is checked.
 */
export async function withIdpMetadata(body: CampusSsoBody, outbound: IdpOutbound): Promise<CampusSsoBody> {
  if (body.protocol === 'oidc') {
    await checkIssuerAddress(body.issuer, outbound);
    return body;
  }
  if (!body.idpMetadataXml && !body.idpMetadataUrl) return body;
  const xml = body.idpMetadataXml ?? (await fetchIdpMetadata(body.idpMetadataUrl!, outbound));
  const facts = readIdpMetadata(xml, body.idpEntityId);
  const { idpMetadataXml: _xml, idpMetadataUrl: _url, ...rest } = body;
  return { ...rest, idpEntityId: facts.entityId, idpSsoUrl: facts.ssoUrl, idpCert: facts.cert };
}

/** Saves the whole sign-in of a campus; an OIDC save without a secret keeps the stored one. */
export async function setCampusSsoConfig(
  deps: SsoConfigDeps,
  campus: CampusRow,
  input: CampusSsoBody,
): Promise<CampusSsoView> {
  const body = await withIdpMetadata(input, deps.outbound);
  const common = {
    campusId: campus.id,
    protocol: body.protocol,
    allowedAffiliations: body.allowedAffiliations,
    emailCodeAllowed: body.emailCodeAllowed,
    ticketsStudentsOnly: body.ticketsStudentsOnly,
  };
  let row: CampusSsoRow;
  if (body.protocol === 'saml') {
    const stored = await findCampusSso(deps.db, campus.id);
    const idpCert = body.idpCert ?? (stored?.protocol === 'saml' ? stored.idpCert : null);
    if (!body.idpEntityId || !body.idpSsoUrl)
      throw new AppError(400, 'validation_error', undefined, { idpMetadata: IDP_METADATA_MESSAGES.missing });
    if (!idpCert)
      throw new AppError(400, 'validation_error', undefined, {
        idpCert: "Paste the IdP's signing certificate.",
      });
    row = await saveCampusSso(deps.db, {
      ...common,
      idpEntityId: body.idpEntityId,
      idpSsoUrl: body.idpSsoUrl,
      idpCert,
      attributes: body.attributes,
      oidcIssuer: null,
      oidcClientId: null,
      oidcClientSecretEnc: null,
    });
  } else {
    const stored = await findCampusSso(deps.db, campus.id);
    const sealed = body.clientSecret
      ? deps.secretBox.seal(body.clientSecret)
      : stored?.protocol === 'oidc'
        ? stored.oidcClientSecretEnc
        : null;
    if (!sealed)
      throw new AppError(400, 'validation_error', undefined, { clientSecret: 'Enter the client secret.' });
    row = await saveCampusSso(deps.db, {
      ...common,
      oidcIssuer: body.issuer,
      oidcClientId: body.clientId,
      oidcClientSecretEnc: sealed,
      attributes: body.claims,
      idpEntityId: null,
      idpSsoUrl: null,
      idpCert: null,
    });
  }
  return viewOf(row, originOfCampus(campus, deps.publicUrl))!;
}

export async function removeCampusSsoConfig(
  deps: Pick<SsoConfigDeps, 'db'>,
  campus: CampusRow,
): Promise<void> {
  if (!(await deleteCampusSso(deps.db, campus.id)))
    throw new AppError(404, 'sso_not_configured', UNIVERSITY_SIGN_IN_MESSAGES.notConfigured);
}
