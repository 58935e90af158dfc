import { AUTH_MESSAGES } from '@campus/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { hitLimit, type LimitRule } from './rate-limit.service';

const MINUTE = 60_000;

/**
 * Every limit on account actions, in one place (documented in the README). Per IP they slow down
 * guessing from one address; per account they protect one person whatever the address.
 */
export const LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Five wrong passwords in 15 minutes lock the account for 15 minutes (the lockout message). */
  loginFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  checkEmailPerIp: { max: 60, windowMs: 15 * MINUTE },
  registerPerIp: { max: 30, windowMs: 60 * MINUTE },
  codeChecksPerIp: { max: 30, windowMs: 15 * MINUTE },
  codeSendsPerUser: { max: 5, windowMs: 60 * MINUTE },
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
export async function enforceLimit(db: Database, key: string, rule: LimitRule): Promise<void> {
  const result = await hitLimit(db, key, rule);
  if (!result.allowed) throw new AppError(429, 'too_many_attempts', AUTH_MESSAGES.login.tooManyAttempts);
}
