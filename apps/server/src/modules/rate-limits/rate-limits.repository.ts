import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimits } from '../../db/schema';

/** Where a key stands after a hit: its count in the window, when the window ends, how long it stays locked. */
export type HitRow = {
  count: number;
  window_ends_in_ms: number;
  locked_ms: number;
};

/**
 * Counts one hit on `key` in a fixed window of `windowSeconds` (one upsert); the hit that reaches
 * `max` locks the key for `lockSeconds` when that is above 0.
 */
export async function upsertHit(
  db: Executor,
  key: string,
  rule: { max: number; windowSeconds: number; lockSeconds: number },
): Promise<HitRow> {
  const { max, windowSeconds, lockSeconds } = rule;
  const result = await db.execute<HitRow>(sql`
    with hit as (
      insert into rate_limits as r (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.count + 1 end,
        window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds})
          then now() else r.window_started_at end,
        locked_until = case
          when ${lockSeconds} > 0
            and (case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.count + 1 end) >= ${max}
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
  return result.rows[0]!;
}

/** Whether `key` is locked now. */
export async function findKeyLocked(db: Executor, key: string): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`coalesce(${rateLimits.lockedUntil} > now(), false)` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.locked ?? false;
}

/** Deletes a key and its count. */
export async function deleteKey(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Locks `key` for `lockSeconds` from now. */
export async function lockKey(db: Executor, key: string, lockSeconds: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
    .where(eq(rateLimits.key, key));
}
