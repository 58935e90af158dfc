import { AUTH_MESSAGES, normaliseEmail, validateEmail } from '@campus/domain';
import { AppError } from '../../http/errors';
import { enforceLimit, LIMITS, perIp } from '../rate-limits/limits';
import { resetLimit } from '../rate-limits/rate-limit.service';
import {
  consumeResetToken,
  deleteUserSessions,
  type EndedSession,
  findUserByEmail,
  setPasswordCredential,
} from './accounts.repository';
import { type AccountsDeps, assertNewPassword, fail } from './accounts.service';
import { claimProvenAddress } from './address-proof.service';
import { joinSchoolOfAccountEmail } from './school-proof.service';

/** E-mails a password-reset link; an unknown e-mail is 'User not found, try again!'. */
export async function requestPasswordReset(
  deps: AccountsDeps,
  input: { headers: Headers; ip: string; email: string },
) {
  const email = normaliseEmail(input.email);
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  await enforceLimit(deps.db, `reset:ip:${input.ip}`, perIp(deps.config, LIMITS.resetSendsPerIp));
  await enforceLimit(deps.db, `reset:email:${email}`, LIMITS.resetSendsPerEmail);
  if (!(await findUserByEmail(deps.db, email))) {
    throw new AppError(404, 'user_not_found', AUTH_MESSAGES.forgotPassword.userNotFound);
  }
  await deps.auth.api.requestPasswordReset({
    body: { email, redirectTo: '/reset-password' },
    headers: input.headers,
  });
}

/**
 * Sets a new password with a reset token (single use), in one transaction: the token is used up, the
 * password replaced (or created), every session ended, and the e-mail verified (the link proved it).
 * Clears a lockout.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: { headers: Headers; token: string; password: string },
) {
  assertNewPassword(input.password);
  const hash = await (await deps.auth.$context).password.hash(input.password);
  const ended: EndedSession[] = [];
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, input.token);
    if (!userId) return undefined;
    await setPasswordCredential(tx, userId, hash);
    ended.push(...(await deleteUserSessions(tx, userId)));
    return claimProvenAddress(tx, userId, { holdsPassword: true });
  });
  await deps.onSessionsEnded?.(ended);
  if (!user) throw new AppError(400, 'invalid_token', 'This link has expired. Ask for a new one.');
  await resetLimit(deps.db, `login:account:${user.email}`);
  await joinSchoolOfAccountEmail(deps, user);
}
