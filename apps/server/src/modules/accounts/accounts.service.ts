import type { ErrorCode } from '@campus/domain';
import {
  AUTH_ERROR_MESSAGES,
  AUTH_MESSAGES,
  type CampusDirectory,
  firstFreeUsername,
  normaliseEmail,
  parseDisplayName,
  storedLastName,
  usernameBase,
  validateEmail,
  validateNewPassword,
} from '@campus/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { type Auth, sessionReaderOf } from '../../platform/auth/better-auth';
import type { EventBus } from '../../platform/realtime/bus';
import type { CampusRow } from '../campuses/campuses.repository';
import { enforceLimit, LIMITS, perIp } from '../rate-limits/limits';
import {
  type ColumnValues,
  type EndedSession,
  findSessionUser,
  findUserByEmail,
  findUserById,
  findUsernamesLike,
  hasPasswordCredential,
  type SessionUserWith,
  type UserColumns,
  type UserRow,
} from './accounts.repository';
import { isEmailBanned } from './bans.service';

/** The user row, for other modules (they import it from here, never from the repository). */
export type { UserRow };

// What every use case of the accounts module shares: its dependencies, the session user, new-user
// names. The use cases: registration.service.ts (and the account code), sign-in.service.ts
// (password, sign-in links), password-reset.service.ts, address-proof.service.ts (Google, claims).

export interface AccountsDeps {
  db: Database;
  auth: Auth;
  config: Config;
  /** The campuses this instance knows (the campus registry): origins, short names, school domains. */
  campuses: CampusDirectory<CampusRow>;
  /** Asks the mail worker to deliver soon (after a commit that queued mail). */
  nudgeMail(): void;
  /** Told after a commit that ended sessions outside better-auth (their sockets close). */
  onSessionsEnded?(sessions: EndedSession[]): Promise<void>;
  /** The realtime bus, where a route announces what it wrote (a school join's 'new user' post). */
  bus?: EventBus;
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

/** An accounts error with the spec's message for its code. */
export const fail = (
  status: number,
  code: ErrorCode,
  message = AUTH_ERROR_MESSAGES[code] ?? AUTH_MESSAGES.login.other,
) => new AppError(status, code, message);

/** Refuses an e-mail on the banned list ('Account has been banned'). */
export async function assertNotBanned(db: Executor, email: string): Promise<void> {
  if (await isEmailBanned(db, email)) throw fail(403, 'banned');
}

/** A new password's error: 'weak_password' under six characters, else 'invalid_password'. */
export function assertNewPassword(password: string): void {
  const error = validateNewPassword(password);
  if (error) throw new AppError(400, password.length < 6 ? 'weak_password' : 'invalid_password', error);
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
export async function retryUsernameRace<T>(
  create: () => Promise<T>,
  isRace: (err: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if (attempt >= USERNAME_ATTEMPTS || !isRace(err)) throw err;
    }
  }
}

/** Whether an account uses this e-mail (the entry flow's check). */
export async function emailExists(deps: AccountsDeps, ip: string, email: string): Promise<boolean> {
  if (validateEmail(email)) throw fail(400, 'invalid_email');
  const normalised = normaliseEmail(email);
  await enforceLimit(deps.db, `check-email:ip:${ip}`, perIp(deps.config, LIMITS.checkEmailPerIp));
  await enforceLimit(deps.db, `check-email:email:${normalised}`, LIMITS.checkEmailPerEmail);
  return Boolean(await findUserByEmail(deps.db, normalised));
}

/** A user by id: other modules read accounts through this service, never the repository. */
export function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

/** Whether the user has a password to sign in with (better-auth's credential account). */
export function hasPassword(db: Executor, userId: string): Promise<boolean> {
  return hasPasswordCredential(db, userId);
}

/** Ends the session on the server and clears its cookie. */
export async function logout(deps: AccountsDeps, headers: Headers): Promise<Headers> {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return result.headers;
}

const NO_HEADERS = new Headers();

/**
 * The signed-in user of a request (and a refreshed cookie when better-auth extends the session).
 * The usual case costs one indexed query and no better-auth request context: a correctly signed
 * session cookie whose session is current. Everything else (an unknown or expired session, whose
 * cookie better-auth clears; a session due for its daily refresh; cookies only better-auth knows)
 * goes through better-auth's getSession, which decides exactly as before.
 */
export async function getSessionUser(
  deps: AccountsDeps,
  cookieHeader: string | undefined,
  headers: () => Headers,
): Promise<{ user: UserRow | null; headers: Headers }> {
  const reader = await sessionReaderOf(deps.auth);
  const cookie = reader.read(cookieHeader);
  if (cookie.kind === 'none') return { user: null, headers: NO_HEADERS };
  if (cookie.kind === 'token') {
    const found = await findSessionUser(deps.db, cookie.token);
    if (found && reader.isCurrent(found.expiresAt)) return { user: found.user, headers: NO_HEADERS };
  }
  return sessionUserOfAuth(deps, headers);
}

export { sessionUserWith } from './accounts.repository';

/**
 * getSessionUser, with more columns of the user read by `lookup` (a `sessionUserWith` query, given
 * the token) in the usual case; null otherwise, and the caller reads them apart.
 */
export async function getSessionUserWith<T extends UserColumns>(
  deps: AccountsDeps,
  cookieHeader: string | undefined,
  headers: () => Headers,
  lookup: (db: Executor, token: string) => Promise<SessionUserWith<T> | undefined>,
): Promise<{ user: UserRow | null; headers: Headers; more: ColumnValues<T> | null }> {
  const reader = await sessionReaderOf(deps.auth);
  const cookie = reader.read(cookieHeader);
  if (cookie.kind === 'none') return { user: null, headers: NO_HEADERS, more: null };
  if (cookie.kind === 'token') {
    const found = await lookup(deps.db, cookie.token);
    if (found && reader.isCurrent(found.expiresAt))
      return { user: found.user, headers: NO_HEADERS, more: found.more };
  }
  return { ...(await sessionUserOfAuth(deps, headers)), more: null };
}

/** The user of better-auth's getSession (which refreshes or clears the cookie), banned accounts aside. */
async function sessionUserOfAuth(
  deps: AccountsDeps,
  headers: () => Headers,
): Promise<{ user: UserRow | null; headers: Headers }> {
  const result = await deps.auth.api.getSession({ headers: headers(), returnHeaders: true });
  const session = result.response;
  if (!session) return { user: null, headers: result.headers };
  const user = await findUserById(deps.db, session.user.id);
  // A banned account is closed: any session that outlived the ban counts for nothing.
  return { user: user && !user.bannedAt ? user : null, headers: result.headers };
}
