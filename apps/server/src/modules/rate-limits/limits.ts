import {
  AUTH_MESSAGES,
  CHAT_MESSAGES,
  isNewAccount,
  NEW_ACCOUNT_LIMITS,
  NEW_ACCOUNT_MESSAGES,
  type NewAccountLimit,
  POST_MESSAGES,
} from '@campus/domain';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { hitLimit, type LimitResult, type LimitRule, resetLimit } from './rate-limit.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Every limit on account actions, in one place (documented in the README). Per IP they slow down
 * guessing from one address; per account they protect one person whatever the address.
 */
export const LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Five wrong passwords in 15 minutes lock the account for 15 minutes (the lockout message). */
  loginFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Attempts per address, known or not (answers differ per the spec, so probing is slowed). */
  loginPerEmail: { max: 20, windowMs: 15 * MINUTE },
  checkEmailPerIp: { max: 60, windowMs: 15 * MINUTE },
  checkEmailPerEmail: { max: 20, windowMs: 15 * MINUTE },
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  registerPerEmail: { max: 5, windowMs: 60 * MINUTE },
  codeChecksPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Code e-mails of one flow (account, e-mail change, school join) per account. */
  codeSendsPerUser: { max: 5, windowMs: 60 * MINUTE },
  /** Code e-mails to one address, whichever accounts ask. */
  codeSendsPerTarget: { max: 5, windowMs: 60 * MINUTE },
  codeSendsPerIp: { max: 20, windowMs: 60 * MINUTE },
  /**
   * Ten wrong codes in a day, in one flow of one account or for one target address, lock it for a
   * day: with only the newest code alive, that bounds the guesses whatever the number of codes asked.
   */
  codeFailuresPerUser: { max: 10, windowMs: DAY, lockMs: DAY },
  codeFailuresPerTarget: { max: 10, windowMs: DAY, lockMs: DAY },
  linkSendsPerEmail: { max: 5, windowMs: 60 * MINUTE },
  linkSendsPerIp: { max: 20, windowMs: 60 * MINUTE },
  linkUsesPerIp: { max: 30, windowMs: 15 * MINUTE },
  resetSendsPerEmail: { max: 5, windowMs: 60 * MINUTE },
  resetSendsPerIp: { max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, LimitRule>;

/**
 * Per member, whatever the address: generous for people, a wall for scripts (abuse, not use). Scaled
 * by RATE_LIMIT_MEMBER_FACTOR (1 by default).
 */
export const MEMBER_LIMITS = {
  postsPerMember: { max: 10, windowMs: 10 * MINUTE },
  commentsPerMember: { max: 60, windowMs: 10 * MINUTE },
  messagesPerMember: { max: 60, windowMs: MINUTE },
} satisfies Record<string, LimitRule>;

const MEMBER_RATE_MESSAGES: Record<keyof typeof MEMBER_LIMITS, string> = {
  postsPerMember: POST_MESSAGES.postingTooFast,
  commentsPerMember: POST_MESSAGES.commentingTooFast,
  messagesPerMember: CHAT_MESSAGES.sendingTooFast,
};

/** Counts one post, comment or message of the member and refuses with 429 `too_fast` past its rate. */
export async function enforceMemberRate(
  db: Database,
  config: { RATE_LIMIT_MEMBER_FACTOR: number },
  userId: string,
  kind: keyof typeof MEMBER_LIMITS,
): Promise<void> {
  const { key, rule } = memberRate(config, userId, kind);
  assertMemberRate(await hitLimit(db, key, rule), kind);
}

/**
 * Forgets what these members' posts, comments and messages counted so far (the demo writes its
 * content as them: a member's own first post must not be refused for the script's). The limits
 * themselves are unchanged.
 */
export async function forgetMemberRates(db: Database, userIds: readonly string[]): Promise<void> {
  const kinds = Object.keys(MEMBER_LIMITS) as (keyof typeof MEMBER_LIMITS)[];
  for (const userId of userIds)
    for (const kind of kinds)
      await resetLimit(db, memberRate({ RATE_LIMIT_MEMBER_FACTOR: 1 }, userId, kind).key);
}

/** The key and rule of a member's rate, for a statement that counts the hit itself (a chat message). */
export function memberRate(
  config: { RATE_LIMIT_MEMBER_FACTOR: number },
  userId: string,
  kind: keyof typeof MEMBER_LIMITS,
): { key: string; rule: LimitRule } {
  const rule = MEMBER_LIMITS[kind];
  return {
    key: `${kind}:user:${userId}`,
    rule: { ...rule, max: rule.max * config.RATE_LIMIT_MEMBER_FACTOR },
  };
}

/** Refuses with 429 `too_fast` when the member's counted hit went past its rate. */
export function assertMemberRate(result: LimitResult, kind: keyof typeof MEMBER_LIMITS): void {
  if (!result.allowed) throw new AppError(429, 'too_fast', MEMBER_RATE_MESSAGES[kind]);
}

/**
 * Accounts in their first day: a few posts, chats started and reports an hour (the
 * numbers are the domain's NEW_ACCOUNT_LIMITS, in the README). NEW_ACCOUNT_LIMITS=false turns them off.
 */
export async function enforceNewAccountRate(
  db: Database,
  config: { NEW_ACCOUNT_LIMITS: boolean },
  user: { id: string; createdAt: Date },
  kind: NewAccountLimit,
): Promise<void> {
  if (!config.NEW_ACCOUNT_LIMITS || !isNewAccount(user.createdAt)) return;
  const result = await hitLimit(db, `new-account:${kind}:user:${user.id}`, {
    max: NEW_ACCOUNT_LIMITS[kind],
    windowMs: 60 * MINUTE,
  });
  if (!result.allowed) throw new AppError(429, 'new_account_limit', NEW_ACCOUNT_MESSAGES[kind]);
}

/** A per-address rule scaled by RATE_LIMIT_IP_FACTOR (1 in production; raised where clients share one address). */
export function perIp(config: { RATE_LIMIT_IP_FACTOR: number }, rule: LimitRule): LimitRule {
  return { ...rule, max: rule.max * config.RATE_LIMIT_IP_FACTOR };
}

/** Counts a hit and refuses with 429 `too_many_attempts` (the spec's lockout message) past the limit. */
export async function enforceLimit(db: Executor, key: string, rule: LimitRule): Promise<void> {
  const result = await hitLimit(db, key, rule);
  if (!result.allowed) throw new AppError(429, 'too_many_attempts', AUTH_MESSAGES.login.tooManyAttempts);
}

/**
 * Open realtime sockets at once, per instance (a tab holds one): per address, scaled by
 * RATE_LIMIT_IP_FACTOR like every per-address rule (a dorm behind one address has many people), and
 * per signed-in user whatever the address.
 */
export function socketCaps(config: { RATE_LIMIT_IP_FACTOR: number }) {
  return { perIp: 50 * config.RATE_LIMIT_IP_FACTOR, perUser: 20 };
}
