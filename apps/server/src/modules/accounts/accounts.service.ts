import crypto from 'node:crypto';
import {
  AUTH_ERROR_MESSAGES,
  AUTH_MESSAGES,
  campusOrigin,
  firstFreeUsername,
  isBannedEmail,
  normaliseEmail,
  PROFILE_MESSAGES,
  parseDisplayName,
  storedLastName,
  usernameBase,
  validateEmail,
  validateFullName,
  validateLoginPassword,
  validateNewPassword,
} from '@campus/domain';
import { isAPIError } from 'better-auth/api';
import type { Config } from '../../config';
import type { Database, Executor, Tx } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { AppError } from '../../http/errors';
import type { Auth } from '../../platform/auth/better-auth';
import { checkCode, enforceCodeSendLimits, issueCode } from '../codes/codes.service';
import { recordEvent } from '../events/events.service';
import { enqueueMail } from '../mail/mail.service';
import { enforceLimit, LIMITS, perIp } from '../rate-limits/limits';
import { hitLimit, isLocked, lockLimit, resetLimit } from '../rate-limits/rate-limit.service';
import { signInLinkMail } from './accounts.mail';
import {
  consumeResetToken,
  deletePasswordCredential,
  deleteSignInLink,
  deleteUserSessions,
  type EndedSession,
  findUserByEmail,
  findUserById,
  findUsernamesLike,
  hasPasswordCredential,
  insertSignInLink,
  insertUser,
  lockSignInLink,
  setPasswordCredential,
  type UserRow,
  verifyUnverifiedEmail,
} from './accounts.repository';

export interface AccountsDeps {
  db: Database;
  auth: Auth;
  config: Config;
  /** Asks the mail worker to deliver soon (after a commit that queued mail). */
  nudgeMail(): void;
  /** Told after a commit that ended sessions outside better-auth (their sockets close). */
  onSessionsEnded?(sessions: EndedSession[]): Promise<void>;
}

/** The site a request came to, as the services need it. */
export interface Site {
  campusId: string;
  campusShortName: string;
}

export interface SignedIn {
  user: UserRow;
  /** better-auth's Set-Cookie headers, for the reply. */
  headers: Headers;
}

const fail = (
  status: number,
  code: string,
  message = AUTH_ERROR_MESSAGES[code] ?? AUTH_MESSAGES.login.other,
) => new AppError(status, code, message);

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Refuses an e-mail on the banned list ('Account has been banned'). */
export function assertNotBanned(config: Config, email: string): void {
  if (isBannedEmail(email, config.BANNED_EMAILS)) throw fail(403, 'banned');
}

/** A new account's username, first name and stored last name from its display name (§4.1). */
export async function deriveNewUserFields(db: Executor, displayName: string) {
  const parsed = parseDisplayName(displayName);
  const base = usernameBase(parsed.firstName, parsed.lastName);
  const taken = await findUsernamesLike(db, base);
  return {
    username: firstFreeUsername(base, (u) => taken.has(u)),
    firstName: parsed.firstName.slice(0, 20),
    lastName: storedLastName(parsed.lastName),
  };
}

/** Enough tries for 30 registrations of one name at once (each round, at least one of them wins). */
const USERNAME_ATTEMPTS = 40;

/**
 * Runs `create` again while a concurrent registration took the username it derived (the unique
 * index): each try derives the first free name anew.
 */
async function retryUsernameRace<T>(create: () => Promise<T>, isRace: (err: unknown) => boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if (attempt >= USERNAME_ATTEMPTS || !isRace(err)) throw err;
    }
  }
}

/** A new user's insert lost a race: for its username, or for its e-mail (the retry then signs in). */
const isNewUserConflict = (err: unknown): boolean => {
  const pg = (err as { cause?: unknown } | null)?.cause ?? err;
  const { code, constraint } = (pg ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === 'users_username_key' || constraint === 'users_email_key');
};

/** better-auth hides the insert's error: a failed user insert is retried (a taken e-mail then says so). */
const isFailedUserInsert = (err: unknown): boolean =>
  isAPIError(err) && (err.body as { code?: string } | undefined)?.code === 'FAILED_TO_CREATE_USER';

/** Whether an account uses this e-mail (the entry flow's check). */
export async function emailExists(deps: AccountsDeps, ip: string, email: string): Promise<boolean> {
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  const normalised = normaliseEmail(email);
  await enforceLimit(deps.db, `check-email:ip:${ip}`, perIp(deps.config, LIMITS.checkEmailPerIp));
  await enforceLimit(deps.db, `check-email:email:${normalised}`, LIMITS.checkEmailPerEmail);
  return Boolean(await findUserByEmail(deps.db, normalised));
}

/** Registers with e-mail, full name and password; signs in and e-mails the account code. */
export async function registerWithPassword(
  deps: AccountsDeps,
  input: { headers: Headers; ip: string; site: Site; email: string; fullName: string; password: string },
): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  const nameError = validateFullName(input.fullName);
  if (nameError) throw new AppError(400, 'invalid_name', nameError);
  const passwordError = validateNewPassword(input.password);
  if (passwordError)
    throw new AppError(400, input.password.length < 6 ? 'weak_password' : 'invalid_password', passwordError);
  assertNotBanned(deps.config, email);
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
 * Signs in with e-mail and password. Limits: per IP, and per account — five wrong passwords in 15
 * minutes lock the account for 15 minutes (the lockout message), until a password reset.
 */
export async function loginWithPassword(
  deps: AccountsDeps,
  input: { headers: Headers; ip: string; site: Site; email: string; password: string },
): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  if (validateLoginPassword(input.password)) throw fail(400, 'invalid_credentials');
  await enforceLimit(deps.db, `login:ip:${input.ip}`, perIp(deps.config, LIMITS.loginPerIp));
  await enforceLimit(deps.db, `login:email:${email}`, LIMITS.loginPerEmail);
  const accountKey = `login:account:${email}`;
  if (await isLocked(deps.db, accountKey)) throw fail(429, 'too_many_attempts');
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw fail(404, 'user_not_found');
  // Each attempt is counted before its password is checked, so guesses sent together get no more
  // checks than the rule allows; a right password forgets them.
  const rule = LIMITS.loginFailuresPerAccount;
  const attempt = await hitLimit(deps.db, accountKey, { max: rule.max, windowMs: rule.windowMs });
  if (!attempt.allowed) throw fail(429, 'too_many_attempts');
  try {
    const result = await deps.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: input.headers,
      returnHeaders: true,
    });
    await resetLimit(deps.db, accountKey);
    await recordEvent(deps.db, 'Login', { userId: user.id, campusId: input.site.campusId });
    return { user, headers: result.headers };
  } catch (err) {
    const code = isAPIError(err) ? (err.body as { code?: string } | undefined)?.code : undefined;
    if (code !== 'INVALID_EMAIL_OR_PASSWORD') throw fail(500, 'internal');
    if (attempt.count < rule.max) throw fail(401, 'wrong_password');
    await lockLimit(deps.db, accountKey, rule.lockMs);
    throw fail(429, 'too_many_attempts');
  }
}

/** Ends the session on the server and clears its cookie. */
export async function logout(deps: AccountsDeps, headers: Headers): Promise<Headers> {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return result.headers;
}

/** The signed-in user of a request (and a refreshed cookie when better-auth extends the session). */
export async function getSessionUser(
  deps: AccountsDeps,
  headers: Headers,
): Promise<{ user: UserRow | null; headers: Headers }> {
  const result = await deps.auth.api.getSession({ headers, returnHeaders: true });
  const session = result.response;
  if (!session) return { user: null, headers: result.headers };
  return { user: (await findUserById(deps.db, session.user.id)) ?? null, headers: result.headers };
}

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
  return verified;
}

/** E-mails a new account code ('Didn't receive the code?'); the older code dies. */
export async function resendAccountCode(deps: AccountsDeps, user: UserRow, site: Site, ip: string) {
  if (user.emailVerified) return;
  const flow = { userId: user.id, purpose: 'account', target: user.email } as const;
  await enforceCodeSendLimits(deps, { ...flow, ip });
  await deps.db.transaction((tx) => issueCode(tx, { ...flow, campusShortName: site.campusShortName }));
  deps.nudgeMail();
}

/** E-mails a one-hour, single-use sign-in link to this site's /login/sent page. */
export async function sendSignInLink(
  deps: AccountsDeps,
  input: { ip: string; site: Site; email: string; firstName?: string; lastName?: string },
): Promise<void> {
  const email = normaliseEmail(input.email);
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  assertNotBanned(deps.config, email);
  await enforceLimit(deps.db, `link:ip:${input.ip}`, perIp(deps.config, LIMITS.linkSendsPerIp));
  await enforceLimit(deps.db, `link:email:${email}`, LIMITS.linkSendsPerEmail);
  const token = crypto.randomBytes(32).toString('base64url');
  const params = new URLSearchParams({ token });
  if (input.firstName && input.lastName) {
    params.set('first', input.firstName);
    params.set('last', input.lastName);
  }
  const link = `${campusOrigin(input.site.campusId, deps.config.PUBLIC_URL)}/login/sent?${params}`;
  await deps.db.transaction(async (tx) => {
    await insertSignInLink(tx, {
      tokenHash: sha256(token),
      email,
      firstName: input.firstName?.slice(0, 20) ?? null,
      lastName: input.lastName?.slice(0, 20) ?? null,
      campusId: input.site.campusId,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    await enqueueMail(tx, { to: email, ...signInLinkMail(link, input.site.campusShortName) });
  });
  deps.nudgeMail();
}

/**
 * 'Claim this account': e-mails a sign-in link to an unverified account's own address (the same link,
 * limits and mail as sendSignInLink). The caller never learns the address; a verified account is
 * refused (409), as it has nothing left to claim.
 */
export async function sendClaimLink(deps: AccountsDeps, input: { ip: string; site: Site; userId: string }) {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError(404, 'profile_missing', PROFILE_MESSAGES.missingTitle);
  if (user.emailVerified) throw fail(409, 'already_verified');
  await sendSignInLink(deps, { ip: input.ip, site: input.site, email: user.email });
}

/**
 * Completes a sign-in link with the e-mail typed or remembered in the browser: signs that account
 * in (verifying its e-mail), or registers it when the link carries first and last names.
 * Anything else is 'Failed: Wrong Email.'
 */
export async function completeSignInLink(
  deps: AccountsDeps,
  input: {
    headers: Headers;
    ip: string;
    site: Site;
    token: string;
    email: string;
    firstName?: string;
    lastName?: string;
  },
): Promise<SignedIn> {
  await enforceLimit(deps.db, `link-use:ip:${input.ip}`, perIp(deps.config, LIMITS.linkUsesPerIp));
  const email = normaliseEmail(input.email);
  const tokenHash = sha256(input.token);
  const ended: EndedSession[] = [];
  const complete = () =>
    deps.db.transaction(async (tx) => {
      ended.length = 0;
      const link = await lockSignInLink(tx, tokenHash);
      if (!link || link.email !== email) return null;
      await deleteSignInLink(tx, tokenHash);
      const existing = await findUserByEmail(tx, email);
      if (existing)
        return {
          user: await claimProvenAddress(tx, existing.id, { holdsPassword: false, ended }),
          created: false,
        };
      const first = link.firstName ?? input.firstName;
      const last = link.lastName ?? input.lastName;
      if (!first || !last || isBannedEmail(email, deps.config.BANNED_EMAILS)) return null;
      const name = `${first} ${last}`;
      const fields = await deriveNewUserFields(tx, name);
      const user = await insertUser(tx, { id: uuidv7(), name, email, emailVerified: true, ...fields });
      await recordEvent(tx, 'Complete Registration', { userId: user.id, campusId: input.site.campusId });
      return { user, created: true };
    });
  const result = await retryUsernameRace(complete, isNewUserConflict);
  await deps.onSessionsEnded?.(ended);
  if (!result) throw fail(400, 'wrong_email');
  const issued = await deps.auth.api.issueSessionForUser({
    body: { userId: result.user.id },
    headers: input.headers,
    returnHeaders: true,
  });
  if (!result.created)
    await recordEvent(deps.db, 'Login', { userId: result.user.id, campusId: input.site.campusId });
  return { user: result.user, headers: issued.headers };
}

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
  const error = validateNewPassword(input.password);
  if (error) throw new AppError(400, input.password.length < 6 ? 'weak_password' : 'invalid_password', error);
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
