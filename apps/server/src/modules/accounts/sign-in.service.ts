import crypto from 'node:crypto';
import {
  campusOrigin,
  normaliseEmail,
  PROFILE_MESSAGES,
  validateEmail,
  validateLoginPassword,
} from '@campus/domain';
import { isAPIError } from 'better-auth/api';
import { uuidv7 } from '../../db/ids';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import { recordEvent } from '../events/events.service';
import { enqueueMail } from '../mail/mail.service';
import { enforceLimit, LIMITS, perIp } from '../rate-limits/limits';
import { hitLimit, isLocked, lockLimit, resetLimit } from '../rate-limits/rate-limit.service';
import { signInLinkMail } from './accounts.mail';
import {
  deleteSignInLink,
  type EndedSession,
  findUserByEmail,
  findUserById,
  insertSignInLink,
  insertUser,
  lockSignInLink,
} from './accounts.repository';
import {
  type AccountsDeps,
  assertNotBanned,
  deriveNewUserFields,
  fail,
  retryUsernameRace,
  type SignedIn,
  type Site,
} from './accounts.service';
import { claimProvenAddress } from './address-proof.service';
import { isEmailBanned } from './bans.service';
import { assertNotDisposable } from './disposable-email';
import { joinSchoolOfAccountEmail } from './school-proof.service';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A new user's insert lost a race: for its username, or for its e-mail (the retry then signs in). */
const isNewUserConflict = (err: unknown): boolean =>
  isUniqueViolation(err, ['users_username_key', 'users_email_key']);

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
  await assertNotBanned(deps.db, email);
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

/** E-mails a one-hour, single-use sign-in link to this site's /login/sent page. */
export async function sendSignInLink(
  deps: AccountsDeps,
  input: { ip: string; site: Site; email: string; firstName?: string; lastName?: string },
): Promise<void> {
  const email = normaliseEmail(input.email);
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  // With names it is a sign-up: the same rule as a sign-up with a password.
  if (input.firstName && input.lastName) assertNotDisposable(email);
  await assertNotBanned(deps.db, email);
  await enforceLimit(deps.db, `link:ip:${input.ip}`, perIp(deps.config, LIMITS.linkSendsPerIp));
  await enforceLimit(deps.db, `link:email:${email}`, LIMITS.linkSendsPerEmail);
  const token = crypto.randomBytes(32).toString('base64url');
  const params = new URLSearchParams({ token });
  if (input.firstName && input.lastName) {
    params.set('first', input.firstName);
    params.set('last', input.lastName);
  }
  const link = `${campusOrigin(input.site.campusId, deps.config.PUBLIC_URL, deps.campuses)}/login/sent?${params}`;
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
      if (!first || !last || (await isEmailBanned(tx, email))) return null;
      // A link sent before the rule, or names given only now, still makes no account there.
      assertNotDisposable(email);
      const name = `${first} ${last}`;
      const fields = await deriveNewUserFields(tx, name);
      const user = await insertUser(tx, { id: uuidv7(), name, email, emailVerified: true, ...fields });
      await recordEvent(tx, 'Complete Registration', { userId: user.id, campusId: input.site.campusId });
      return { user, created: true };
    });
  const result = await retryUsernameRace(complete, isNewUserConflict);
  await deps.onSessionsEnded?.(ended);
  if (!result) throw fail(400, 'wrong_email');
  result.user = await joinSchoolOfAccountEmail(deps, result.user);
  const issued = await deps.auth.api.issueSessionForUser({
    body: { userId: result.user.id },
    headers: input.headers,
    returnHeaders: true,
  });
  if (!result.created)
    await recordEvent(deps.db, 'Login', { userId: result.user.id, campusId: input.site.campusId });
  return { user: result.user, headers: issued.headers };
}
