import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimitHitColumns, rateLimitHitUpsert } from '../../db/rate-limit-hit';
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
  const result = await db.execute<HitRow>(sql`
    with hit as (${rateLimitHitUpsert(sql`values (${key}, 1, now())`, rule)})
    select ${rateLimitHitColumns(sql`hit`, rule.windowSeconds)} from hit`);
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
