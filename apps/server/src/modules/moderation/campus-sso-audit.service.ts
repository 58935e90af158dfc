// A campus's university sign-in changed by an administrator (Campuses tab) or the command line:
// the change and its audit line in one transaction, so the log shows every change and only those.
import type { CampusSsoBody, CampusSsoView } from '@campus/domain';
import type { Database } from '../../db/client';
import type { CampusRow } from '../campuses/campuses.repository';
import {
  removeCampusSsoConfig,
  type SsoConfigDeps,
  setCampusSsoConfig,
  withIdpMetadata,
} from '../sso/sso-config.service';
import { recordAudit } from './audit.service';

type Deps = SsoConfigDeps & { db: Database };
/** Null for the command line. */
type Actor = { id: string } | null;

export async function setCampusSsoAudited(
  deps: Deps,
  actor: Actor,
  campus: CampusRow,
  body: CampusSsoBody,
): Promise<CampusSsoView> {
  // The IdP's metadata is fetched before the transaction, so no connection waits on another server.
  const read = await withIdpMetadata(body, deps.outbound);
  return deps.db.transaction(async (tx) => {
    const view = await setCampusSsoConfig({ ...deps, db: tx }, campus, read);
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      campusId: campus.id,
      action: 'set university sign-in',
      reason: actor ? '' : 'command line',
      // What changed, never a secret or a certificate.
      details: {
        protocol: view.protocol,
        idp: (view.protocol === 'saml' ? view.idpEntityId : view.issuer) ?? '',
        allowed: view.allowedAffiliations.join(', '),
        emailCode: view.emailCodeAllowed ? 'on' : 'off',
      },
    });
    return view;
  });
}

export async function removeCampusSsoAudited(deps: Deps, actor: Actor, campus: CampusRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await removeCampusSsoConfig({ db: tx }, campus);
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      campusId: campus.id,
      action: 'turn off university sign-in',
      reason: actor ? '' : 'command line',
    });
  });
}
