import type { ErrorCode } from '@campus/domain';
import {
  ACCOUNT_DATA_MESSAGES as A,
  AUTH_MESSAGES,
  type DeleteMethod,
  SETTINGS_MESSAGES,
} from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { PasswordHashing } from '../../platform/auth/passwords';
import type { EndedSession, UserRow } from '../accounts/accounts.repository';
import { checkCode, enforceCodeSendLimits, issueCode } from '../codes/codes.service';
import { forgetPersonInAuditLog } from '../moderation/audit.service';
import { hitLimit, isLocked } from '../rate-limits/rate-limit.service';
import {
  deleteEmptyChats,
  deleteNameSearchWords,
  deleteUnlinkedRowsOf,
  deleteUserRow,
  findPasswordHash,
  forgetChatAuthorship,
  forgetPayer,
  listChatIdsOf,
  listFileKeysOf,
  listSessionsOf,
  lockUserRow,
  queueFileDeletions,
  releaseCountersOf,
} from './account-deletion.repository';

export interface PrivacyDeps {
  db: Database;
  passwords: Pick<PasswordHashing, 'verify'>;
  config: { RATE_LIMIT_IP_FACTOR: number };
  nudgeMail(): void;
  /** Queues the file-deletion job (after the commit that queued the account's files). */
  nudgeFileDeletions(): void;
  onSessionsEnded?(sessions: EndedSession[]): Promise<void>;
}

/** Wrong passwords before deleting: five in 15 minutes lock the flow for 15 minutes, as for sign-in. */
const PASSWORD_FAILURES = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const failureKey = (userId: string) => `account-delete:fail:user:${userId}`;
const tooManyAttempts = () => new AppError(429, 'too_many_attempts', AUTH_MESSAGES.login.tooManyAttempts);
const bad = (code: ErrorCode, message: string) => new AppError(400, code, message);

/** How the user confirms deleting their account: the password, or an e-mailed code without one. */
export async function deleteMethodOf(db: Database, user: UserRow): Promise<DeleteMethod> {
  return (await findPasswordHash(db, user.id)) ? 'password' : 'code';
}

/** E-mails a code to confirm deleting an account without a password (the code-flow policy of codes/). */
export async function sendDeleteCode(deps: PrivacyDeps, user: UserRow, ip: string, campusShortName: string) {
  if ((await deleteMethodOf(deps.db, user)) === 'password') throw bad('use_password', A.needPassword);
  const flow = { userId: user.id, purpose: 'delete' as const, target: user.email };
  await enforceCodeSendLimits(deps, { ...flow, ip });
  await deps.db.transaction((tx) => issueCode(tx, { ...flow, campusShortName }));
  deps.nudgeMail();
}

/**
 * Deletes the user's account after the password, or the e-mailed code for an account
 * without one. Every row goes in one transaction (the code's own check included); the files go
 * after the commit: their keys, queued in file_deletions by that transaction, are deleted through
 * the storage by the file-deletion job (pg-boss, retried). Sessions end and their sockets close.
 */
export async function deleteAccount(
  deps: PrivacyDeps,
  user: UserRow,
  input: { password?: string; code?: string; ip: string },
): Promise<void> {
  const method = await deleteMethodOf(deps.db, user);
  let ended: EndedSession[];
  if (method === 'password') {
    if (!input.password) throw bad('password_required', A.needPassword);
    await checkPassword(deps, user, input.password);
    ended = await deps.db.transaction((tx) => deleteAccountRows(tx, user));
  } else {
    if (!input.code) throw bad('code_required', A.needCode);
    const flow = { userId: user.id, purpose: 'delete' as const, target: user.email };
    ended = await checkCode(deps, { ...flow, ip: input.ip, code: input.code }, (tx) =>
      deleteAccountRows(tx, user),
    );
  }
  deps.nudgeFileDeletions();
  await deps.onSessionsEnded?.(ended);
}

async function checkPassword(deps: PrivacyDeps, user: UserRow, password: string): Promise<void> {
  if (await isLocked(deps.db, failureKey(user.id))) throw tooManyAttempts();
  const hash = await findPasswordHash(deps.db, user.id);
  if (hash && (await deps.passwords.verify({ hash, password }))) return;
  const counted = await hitLimit(deps.db, failureKey(user.id), PASSWORD_FAILURES);
  if (!counted.allowed) throw tooManyAttempts();
  throw bad('invalid_password', SETTINGS_MESSAGES.invalidPassword);
}

/** Every row of the account, in the caller's transaction; the sessions that ended. */
async function deleteAccountRows(tx: Tx, user: UserRow): Promise<EndedSession[]> {
  if (!(await lockUserRow(tx, user.id))) return [];
  const sessions = await listSessionsOf(tx, user.id);
  await queueFileDeletions(tx, await listFileKeysOf(tx, user.id));
  await releaseCountersOf(tx, user.id);
  const chatIds = await listChatIdsOf(tx, user.id);
  await forgetChatAuthorship(tx, user.id);
  await forgetPayer(tx, user.id);
  const addresses = [user.email, user.schoolEmail]
    .filter((a): a is string => Boolean(a))
    .map((a) => a.toLowerCase());
  await deleteUnlinkedRowsOf(tx, user.id, addresses);
  // Moderation: roles and suspension go with the users row, and reports by or about the person
  // through their foreign keys; the audit log keeps its lines without the person.
  await forgetPersonInAuditLog(tx, user.id);
  await deleteUserRow(tx, user.id);
  await deleteNameSearchWords(tx, `${user.firstName} ${user.lastName} ${user.username}`);
  await deleteEmptyChats(tx, chatIds);
  return sessions;
}
