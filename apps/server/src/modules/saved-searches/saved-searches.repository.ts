// Saved searches: a member's search text with its lexemes, matched against new posts.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { savedSearches } from '../../db/schema';

/** The distinct lexemes of `words` as posts' search vectors hold them (English stemming), sorted. One query. */
export async function lexemesOf(db: Executor, words: string): Promise<string[]> {
  const result = await db.execute<{ lexemes: string[] }>(sql`
    select coalesce(array_agg(distinct l order by l), '{}') as lexemes
    from unnest(tsvector_to_array(to_tsvector('english', ${words}))) l`);
  return result.rows[0]?.lexemes ?? [];
}

/** What a saved search shows: its text, filters and date. */
const shownColumns = {
  id: savedSearches.id,
  text: savedSearches.text,
  category: savedSearches.category,
  minPriceCents: savedSearches.minPriceCents,
  maxPriceCents: savedSearches.maxPriceCents,
  free: savedSearches.free,
  conditions: savedSearches.conditions,
  showSold: savedSearches.showSold,
  moveInBy: savedSearches.moveInBy,
  housingKind: savedSearches.housingKind,
  minBedrooms: savedSearches.minBedrooms,
  furnished: savedSearches.furnished,
  createdAt: savedSearches.createdAt,
};
export type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number];

/** The member's saved searches of a campus, oldest first. */
export async function listSavedSearches(db: Executor, userId: string, campusId: string) {
  return db
    .select(shownColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.campusId, campusId)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function countSavedSearches(db: Executor, userId: string, campusId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.campusId, campusId)));
  return row?.n ?? 0;
}

/** Saves a search; null when the member already saved this text on this campus. */
export async function insertSavedSearch(tx: Executor, values: typeof savedSearches.$inferInsert) {
  const [row] = await tx.insert(savedSearches).values(values).onConflictDoNothing().returning(shownColumns);
  return row ?? null;
}

/** Removes one of the member's saved searches; whether it was theirs. */
export async function deleteSavedSearch(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export type SavedSearchMatch = {
  id: string;
  user_id: string;
  text: string;
  email_on: boolean;
};

/**
 * The saved searches a new post matches, one per member (their oldest): on the post's campus, every
 * lexeme among the post's (`lexemes <@ the post's lexemes`, a constant of the query, so the GIN
 * index of the saved searches' words finds them and the saved searches of other words are never
 * read), whose filters it passes (category, price range, Free, conditions, the housing ones), of school-verified members of that campus other than the author who did not block the
 * author. One query, in the post's transaction.
 */
export async function findSavedSearchMatches(tx: Tx, postId: string): Promise<SavedSearchMatch[]> {
  const result = await tx.execute<SavedSearchMatch>(sql`
    with p as materialized (
      select user_id, campus_id, category, price_cents, condition, housing_kind, available_from, available_until,
        bedrooms, furnished, tsvector_to_array(search_vector) as lexemes
      from posts
      where id = ${postId} and type = 'post' and post_commented_on is null and removed_at is null
        and not author_away)
    select distinct on (s.user_id) s.id, s.user_id, s.text, u.email_notifications as email_on
    from saved_searches s
    join users u on u.id = s.user_id and u.school_verified and u.campus_id = s.campus_id
    where s.lexemes <@ (select lexemes from p)
      and s.campus_id = (select campus_id from p)
      and s.user_id <> (select user_id from p)
      and (s.category is null or s.category = (select category from p))
      and (s.min_price_cents is null or (select price_cents from p) >= s.min_price_cents)
      and (s.max_price_cents is null or (select price_cents from p) <= s.max_price_cents)
      and (not s.free or (select price_cents from p) = 0)
      and (cardinality(s.conditions) = 0 or (select condition from p) = any(s.conditions))
      and (s.move_in_by is null or ((select available_from from p) <= s.move_in_by
        and coalesce((select available_until from p) >= s.move_in_by, true)))
      and (s.housing_kind is null or (select housing_kind from p) = s.housing_kind)
      and (s.min_bedrooms is null or (select bedrooms from p) >= s.min_bedrooms)
      and (not s.furnished or (select furnished from p))
      and not exists (select 1 from user_blocks b
                      where b.blocker_id = s.user_id and b.blocked_id = (select user_id from p))
    order by s.user_id, s.created_at, s.id`);
  return result.rows;
}
