import type { Executor } from '../../db/client';
import type { HitRule } from '../../db/rate-limit-hit';
import { deleteKey, findKeyLocked, type HitRow, lockKey, upsertHit } from './rate-limits.repository';

export type { HitRow };

export interface LimitRule {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
  /** When set, the `max`-th hit locks the key for this long (five wrong passwords lock the account). */
  lockMs?: number;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  /** How long until the key is allowed again, when it is not. */
  retryAfterMs: number;
}

/**
 * Counts one hit on `key` in a fixed window shared by every instance (one upsert). A locked key is
 * refused until its lock ends, whatever the count.
 */
export async function hitLimit(db: Executor, key: string, rule: LimitRule): Promise<LimitResult> {
  return judgeHit(await upsertHit(db, key, hitRuleOf(rule)), rule);
}

/** A rule in the units of the upsert (db/rate-limit-hit.ts), for a statement that counts a hit itself. */
export function hitRuleOf(rule: LimitRule): HitRule {
  return { max: rule.max, windowSeconds: rule.windowMs / 1000, lockSeconds: (rule.lockMs ?? 0) / 1000 };
}

/** What a counted hit means under `rule`. */
export function judgeHit(row: HitRow, rule: LimitRule): LimitResult {
  const overLimit = row.count > rule.max;
  const allowed = !overLimit && row.locked_ms === 0;
  return {
    allowed,
    count: row.count,
    retryAfterMs: allowed ? 0 : Math.max(row.locked_ms, overLimit ? row.window_ends_in_ms : 0),
  };
}

/** Whether `key` is locked now, without counting a hit. */
export async function isLocked(db: Executor, key: string): Promise<boolean> {
  return findKeyLocked(db, key);
}

/** Forgets a key (a successful sign-in clears its failures; a password reset clears a lockout). */
export async function resetLimit(db: Executor, key: string): Promise<void> {
  await deleteKey(db, key);
}

/** Locks `key` for `lockMs` from now (the fifth wrong password). */
export async function lockLimit(db: Executor, key: string, lockMs: number): Promise<void> {
  await lockKey(db, key, lockMs / 1000);
}
