import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { recentSearches, searchTerms, searchTermViewers } from '../../db/schema';

/**
 * Counts one search of a term on a campus: total always, ghost for a guest, unique the first
 * time a member searches it. Runs inside the caller's transaction.
 */
export async function countSearchTerm(db: Executor, campusId: string, text: string, userId: string | null) {
  const [term] = await db
    .insert(searchTerms)
    .values({ campusId, text, totalViews: 1, ghostViews: userId ? 0 : 1 })
    .onConflictDoUpdate({
      target: [searchTerms.campusId, searchTerms.text],
      set: {
        totalViews: sql`${searchTerms.totalViews} + 1`,
        ghostViews: sql`${searchTerms.ghostViews} + excluded.ghost_views`,
        lastModified: sql`now()`,
      },
    })
    .returning({ id: searchTerms.id });
  if (!userId || !term) return;
  const first = await db
    .insert(searchTermViewers)
    .values({ termId: term.id, userId })
    .onConflictDoNothing()
    .returning({ termId: searchTermViewers.termId });
  if (first.length > 0) {
    await db
      .update(searchTerms)
      .set({ uniqueViews: sql`${searchTerms.uniqueViews} + 1` })
      .where(eq(searchTerms.id, term.id));
  }
}

/** The campus's most searched terms. */
export async function listPopularTerms(db: Executor, campusId: string, limit: number) {
  return db
    .select({ id: searchTerms.id, text: searchTerms.text, totalViews: searchTerms.totalViews })
    .from(searchTerms)
    .where(eq(searchTerms.campusId, campusId))
    .orderBy(desc(searchTerms.totalViews), searchTerms.text)
    .limit(limit);
}

const recentColumns = {
  id: recentSearches.id,
  searchText: recentSearches.searchText,
  searchQty: recentSearches.searchQty,
  date: recentSearches.lastModified,
};

export async function listRecentSearches(db: Executor, userId: string, campusId: string, limit: number) {
  return db
    .select(recentColumns)
    .from(recentSearches)
    .where(and(eq(recentSearches.userId, userId), eq(recentSearches.campusId, campusId)))
    .orderBy(desc(recentSearches.lastModified))
    .limit(limit);
}

/**
 * Adds a recent search, or (already there) counts it again and moves it to the top. Tells which,
 * from `xmax` (0 for a fresh row).
 */
export async function upsertRecentSearch(db: Executor, userId: string, campusId: string, text: string) {
  const [row] = await db
    .insert(recentSearches)
    .values({ userId, campusId, searchText: text })
    .onConflictDoUpdate({
      target: [recentSearches.userId, recentSearches.campusId, recentSearches.searchText],
      set: { searchQty: sql`${recentSearches.searchQty} + 1`, lastModified: sql`now()` },
    })
    .returning({ ...recentColumns, inserted: sql<boolean>`(xmax = 0)` });
  return row!;
}

/** Keeps a member's newest `keep` recent searches on a campus. */
export async function pruneRecentSearches(db: Executor, userId: string, campusId: string, keep: number) {
  await db.execute(sql`
    delete from recent_searches where id in (
      select id from recent_searches where user_id = ${userId} and campus_id = ${campusId}
      order by last_modified desc offset ${keep})`);
}

export async function deleteRecentSearch(db: Database, userId: string, campusId: string, id: string) {
  const rows = await db
    .delete(recentSearches)
    .where(
      and(
        eq(recentSearches.id, id),
        eq(recentSearches.userId, userId),
        eq(recentSearches.campusId, campusId),
      ),
    )
    .returning({ id: recentSearches.id });
  return rows.length > 0;
}

export async function deleteAllRecentSearches(db: Database, userId: string, campusId: string) {
  await db
    .delete(recentSearches)
    .where(and(eq(recentSearches.userId, userId), eq(recentSearches.campusId, campusId)));
}
