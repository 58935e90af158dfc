import { AUTH_MESSAGES } from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import {
  deletePasswordCredential,
  deleteUserSessions,
  type EndedSession,
  findUserById,
  hasPasswordCredential,
  type UserRow,
  verifyUnverifiedEmail,
} from './accounts.repository';
import type { AccountsDeps } from './accounts.service';

/**
 * Someone just proved the address of `userId` (the account code, a sign-in link, Google, a password
 * reset). If it was unproven, the prover becomes the only holder, in the caller's transaction: the
 * e-mail is verified, every other session ends and, unless the prover is the one who holds it, the
 * password the unproven registrant set is removed (the prover signs in by link or code and may set
 * one through the reset e-mail). A verified account is left as it is.
 */
export async function claimProvenAddress(
  tx: Tx,
  userId: string,
  prover: { sessionId?: string; holdsPassword: boolean; ended?: EndedSession[] },
): Promise<UserRow> {
  const claimed = await verifyUnverifiedEmail(tx, userId);
  if (!claimed) return (await findUserById(tx, userId))!;
  prover.ended?.push(...(await deleteUserSessions(tx, userId, prover.sessionId)));
  if (!prover.holdsPassword) await deletePasswordCredential(tx, userId);
  return claimed;
}

/**
 * Google was linked to an account (better-auth links only an address Google verified). An account
 * registered with a password but never proven is claimed by the Google user, in one transaction.
 */
export async function claimAddressProvenByProvider(
  db: Database,
  userId: string,
  onSessionsEnded?: AccountsDeps['onSessionsEnded'],
): Promise<void> {
  const ended: EndedSession[] = [];
  await db.transaction(async (tx) => {
    if (await hasPasswordCredential(tx, userId))
      await claimProvenAddress(tx, userId, { holdsPassword: false, ended });
  });
  await onSessionsEnded?.(ended);
}

/** Starts Google sign-in: the IdP URL to send the browser to, and the state cookie. */
export async function startGoogleSignIn(
  deps: AccountsDeps,
  input: { headers: Headers; callbackPath: string },
) {
  if (!deps.config.googleEnabled) throw new AppError(404, 'google_unavailable', AUTH_MESSAGES.google.other);
  const result = await deps.auth.api.signInSocial({
    body: {
      provider: 'google',
      callbackURL: input.callbackPath,
      newUserCallbackURL: input.callbackPath,
      errorCallbackURL: '/user_registration',
      disableRedirect: true,
    },
    headers: input.headers,
    returnHeaders: true,
  });
  const url = (result.response as { url?: string }).url;
  if (!url) throw new AppError(500, 'internal', AUTH_MESSAGES.google.other);
  return { url, headers: result.headers };
}
