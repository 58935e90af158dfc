import { SETTINGS_MESSAGES as M, normaliseEmail, validateNewEmail } from '@campus/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UserRow } from '../accounts/accounts.service';
import { assertNotDisposable } from '../accounts/disposable-email';
import { isTaken } from '../accounts/school-proof.service';
import { checkCode, enforceCodeSendLimits, issueCode } from '../codes/codes.service';
import { updateUser } from './me.repository';
import { bad, type MeDeps } from './me.service';

/** E-mails a code to a new login address ('Email sent'); the code-flow rules of modules/codes apply. */
export async function requestEmailChange(
  deps: MeDeps,
  user: UserRow,
  email: string,
  campusShortName: string,
  ip: string,
) {
  const error = validateNewEmail(email, user.email);
  if (error) throw bad('invalid_email', error);
  const next = normaliseEmail(email);
  assertNotDisposable(next);
  if (await isTaken(deps.db, 'email', next)) throw bad('email_taken', M.emailTaken, 409);
  const flow = { userId: user.id, purpose: 'email', target: next } as const;
  await enforceCodeSendLimits(deps, { ...flow, ip });
  await deps.db.transaction((tx) => issueCode(tx, { ...flow, campusShortName }));
  deps.nudgeMail();
}

/** Confirms the new login address with its code; the sign-in e-mail changes with it. */
export async function confirmEmailChange(
  deps: MeDeps,
  user: UserRow,
  email: string,
  code: string,
  ip: string,
): Promise<UserRow> {
  if (!code.trim()) throw bad('code_required', M.codeRequired);
  const next = normaliseEmail(email);
  return checkCode(
    deps,
    { userId: user.id, purpose: 'email', target: next, ip, code },
    async (tx) => (await updateUser(tx, user.id, { email: next })) ?? null,
  ).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw bad('email_taken', M.emailTaken, 409);
    throw err;
  });
}
