import { AUTH_MESSAGES } from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { hitLimit, type LimitRule } from './rate-limit.service';

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

/** A per-address rule scaled by RATE_LIMIT_IP_FACTOR (1 in production; raised where clients share one address). */
export function perIp(config: { RATE_LIMIT_IP_FACTOR: number }, rule: LimitRule): LimitRule {
  return { ...rule, max: rule.max * config.RATE_LIMIT_IP_FACTOR };
}

/** Counts a hit and refuses with 429 `too_many_attempts` (the spec's lockout message) past the limit. */
export async function enforceLimit(db: Executor, key: string, rule: LimitRule): Promise<void> {
  const result = await hitLimit(db, key, rule);
  if (!result.allowed) throw new AppError(429, 'too_many_attempts', AUTH_MESSAGES.login.tooManyAttempts);
}
