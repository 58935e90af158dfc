import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimits } from '../../db/schema';

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
  const windowSeconds = rule.windowMs / 1000;
  const lockSeconds = (rule.lockMs ?? 0) / 1000;
  const result = await db.execute<{ count: number; window_ends_in_ms: number; locked_ms: number }>(sql`
    with hit as (
      insert into rate_limits as r (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.count + 1 end,
        window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds})
          then now() else r.window_started_at end,
        locked_until = case
          when ${lockSeconds} > 0
            and (case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.count + 1 end) >= ${rule.max}
            and (r.locked_until is null or r.locked_until < now())
          then now() + make_interval(secs => ${lockSeconds})
          else r.locked_until end
      returning count, window_started_at, locked_until
    )
    select count::int as count,
      greatest(0, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) * 1000)::int
        as window_ends_in_ms,
      greatest(0, extract(epoch from (coalesce(locked_until, now()) - now())) * 1000)::int as locked_ms
    from hit`);
  const row = result.rows[0]!;
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
  const [row] = await db
    .select({ locked: sql<boolean>`coalesce(${rateLimits.lockedUntil} > now(), false)` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.locked ?? false;
}

/** Forgets a key (a successful sign-in clears its failures; a password reset clears a lockout). */
export async function resetLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Locks `key` for `lockMs` from now (the fifth wrong password). */
export async function lockLimit(db: Executor, key: string, lockMs: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${lockMs / 1000})` })
    .where(eq(rateLimits.key, key));
}
