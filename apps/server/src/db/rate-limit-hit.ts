// One hit on a rate-limit key, as SQL: the upsert of rate-limits.repository.ts, shared with the
// statements that count a hit beside other work in one round trip (a chat message's checks).
import { type SQL, sql } from 'drizzle-orm';

export interface HitRule {
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

/**
 * The upsert counting one hit in a fixed window of `windowSeconds`, for a data-modifying CTE: `rows`
 * is what it inserts, `values (key, 1, now())` or a `select key, 1, now() from …` that may give no
 * row (then nothing is counted). Returns `count, window_started_at, locked_until`.
 */
export function rateLimitHitUpsert(rows: SQL, rule: HitRule): SQL {
  const { max, windowSeconds, lockSeconds } = rule;
  return sql`
      insert into rate_limits as r (key, count, window_started_at) ${rows}
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
      returning count, window_started_at, locked_until`;
}

/** The columns of a hit (`HitRow`) from the upsert's row `hit`. */
export function rateLimitHitColumns(hit: SQL, windowSeconds: number): SQL {
  return sql`${hit}.count::int as count,
      greatest(0, extract(epoch from (${hit}.window_started_at + make_interval(secs => ${windowSeconds}) - now())) * 1000)::int
        as window_ends_in_ms,
      greatest(0, extract(epoch from (coalesce(${hit}.locked_until, now()) - now())) * 1000)::int as locked_ms`;
}
