import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The median rent of the campus's housing listings now listed (a roommate search's budget aside),
 * and how many there are (held ones left out, as the lists leave them); read on posts_housing_idx
 * (its predicate is in the WHERE).
 */
export async function campusHousingRents(
  db: Executor,
  campusId: string,
): Promise<{ medianCents: number | null; count: number }> {
  const res = await db.execute<{ median: number | null; n: number }>(sql`
    select percentile_cont(0.5) within group (order by price_cents)::int as median, count(*)::int as n
    from posts
    where campus_id = ${campusId} and post_commented_on is null and housing_kind is not null
      and not author_away and expired_at is null and removed_at is null and held_at is null
      and status <> 'sold'
      and housing_kind <> 'roommate' and price_cents > 0`);
  const row = res.rows[0];
  return { medianCents: row?.median ?? null, count: row?.n ?? 0 };
}
