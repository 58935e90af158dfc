import { AUTH_MESSAGES, normaliseEmail, validateEmail, validateFullName } from '@campus/domain';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../http/errors';
import { assertCampusOpen } from '../campuses/campus-status';
import { checkCode, enforceCodeSendLimits, issueCode } from '../codes/codes.service';
import { recordEvent } from '../events/events.service';
import { enforceLimit, LIMITS, perIp } from '../rate-limits/limits';
import { type EndedSession, findUserByEmail, findUserById, type UserRow } from './accounts.repository';
import {
  type AccountsDeps,
  assertNewPassword,
  assertNotBanned,
  fail,
  retryUsernameRace,
  type SignedIn,
  type Site,
} from './accounts.service';
import { claimProvenAddress } from './address-proof.service';
import { assertNotDisposable } from './disposable-email';
import { joinSchoolOfAccountEmail } from './school-proof.service';

/** better-auth hides the insert's error: a failed user insert is retried (a taken e-mail then says so). */
const isFailedUserInsert = (err: unknown): boolean =>
  isAPIError(err) && (err.body as { code?: string } | undefined)?.code === 'FAILED_TO_CREATE_USER';

/** Registers with e-mail, full name and password; signs in and e-mails the account code. */
export async function registerWithPassword(
  deps: AccountsDeps,
  input: { headers: Headers; ip: string; site: Site; email: string; fullName: string; password: string },
): Promise<SignedIn> {
  // A retired campus takes no new members: refused before an account and its code exist.
  assertCampusOpen(deps.campuses, input.site.campusId);
  const email = normaliseEmail(input.email);
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  assertNotDisposable(email);
  const nameError = validateFullName(input.fullName);
  if (nameError) throw new AppError(400, 'invalid_name', nameError);
  assertNewPassword(input.password);
  await assertNotBanned(deps.db, email);
  await enforceLimit(deps.db, `register:ip:${input.ip}`, perIp(deps.config, LIMITS.registerPerIp));
  await enforceLimit(deps.db, `register:email:${email}`, LIMITS.registerPerEmail);
  if (await findUserByEmail(deps.db, email)) throw fail(409, 'email_taken');
  const signUp = () =>
    deps.auth.api.signUpEmail({
      body: { email, password: input.password, name: input.fullName.trim() },
      headers: input.headers,
      returnHeaders: true,
    });
  const signedUp = await retryUsernameRace(signUp, isFailedUserInsert).catch((err: unknown) => {
    throw mapSignUpError(err);
  });
  const userId = signedUp.response.user.id;
  await deps.db.transaction(async (tx) => {
    await issueCode(tx, {
      userId,
      purpose: 'account',
      target: email,
      campusShortName: input.site.campusShortName,
    });
    await recordEvent(tx, 'Complete Registration', { userId, campusId: input.site.campusId });
  });
  deps.nudgeMail();
  return { user: (await findUserById(deps.db, userId))!, headers: signedUp.headers };
}

function mapSignUpError(err: unknown): AppError {
  if (!isAPIError(err)) return fail(500, 'internal');
  const code = (err.body as { code?: string } | undefined)?.code;
  if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS')
    return fail(409, 'email_taken');
  if (code === 'PASSWORD_TOO_SHORT') return fail(400, 'weak_password');
  if (code === 'EMAIL_BANNED') return fail(403, 'banned');
  if (code === 'INVALID_EMAIL' || code === 'VALIDATION_ERROR') return fail(400, 'invalid_email');
  return fail(500, 'internal', AUTH_MESSAGES.registration.other);
}

/**
 * Checks the account code (the code-flow rules of modules/codes): a match verifies the account and
 * leaves the session that typed it (signed in with the account's password) the only one.
 */
export async function verifyAccountCode(
  deps: AccountsDeps,
  user: UserRow,
  code: string,
  ip: string,
  headers: Headers,
): Promise<UserRow> {
  if (!code.trim()) throw fail(400, 'code_required');
  if (user.emailVerified) return user;
  const current = await deps.auth.api.getSession({ headers });
  const ended: EndedSession[] = [];
  const prover = { sessionId: current?.session.id, holdsPassword: true, ended };
  const verified = await checkCode(
    deps,
    { userId: user.id, purpose: 'account', target: user.email, ip, code },
    (tx) => claimProvenAddress(tx, user.id, prover),
  );
  await deps.onSessionsEnded?.(ended);
  return joinSchoolOfAccountEmail(deps, verified);
}

/** E-mails a new account code ('Didn't receive the code?'); the older code dies. */
export async function resendAccountCode(deps: AccountsDeps, user: UserRow, site: Site, ip: string) {
  if (user.emailVerified) return;
  const flow = { userId: user.id, purpose: 'account', target: user.email } as const;
  await enforceCodeSendLimits(deps, { ...flow, ip });
  await deps.db.transaction((tx) => issueCode(tx, { ...flow, campusShortName: site.campusShortName }));
  deps.nudgeMail();
}
