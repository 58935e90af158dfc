import {
  type ListingFilters,
  normalizeSearchText,
  type Post,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type SearchCorrection,
  type SearchPeoplePage,
  searchHasMore,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { wordsOf } from '../../lib/words';
import { assertVerified } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.repository';
import { presentPostsInOrder } from '../posts/profile-posts.service';
import type { PostHit, PostHitKey, ReplacedWord, SearchEngine } from './search.engine';
import {
  countSearchTerm,
  deleteAllRecentSearches,
  deleteRecentSearch,
  listPopularTerms,
  listRecentSearches,
  pruneRecentSearches,
  upsertRecentSearch,
} from './search.repository';

export interface SearchDeps {
  db: Database;
  search: SearchEngine;
  /** The engine on another database: a read replica for the read-only searches (app.ts). */
  searchOn?: (db: Database) => SearchEngine;
}

/** The deps of a read-only search: its reads on `readDb` (a replica, or the primary itself). */
export function readingOn<D extends SearchDeps>(deps: D, readDb: Database): D {
  if (readDb === deps.db || !deps.searchOn) return deps;
  return { ...deps, db: readDb, search: deps.searchOn(readDb) };
}

/** How many recent searches a member keeps per campus. */
const RECENT_KEPT = 50;

/** A search cursor's key, of the order in use (a made-up or another order's cursor is a 400). */
function readHitCursor(cursor: string | undefined, sort: ListingFilters['sort']): PostHitKey | undefined {
  if (!cursor) return undefined;
  if (sort === 'best') {
    const key = decodeCursor(cursor, { s: 'count', t: 'date', id: 'uuid' });
    return { score: Number(key.s), createdAt: new Date(key.t), id: key.id };
  }
  if (sort === 'price_asc' || sort === 'price_desc') {
    const key = decodeCursor(cursor, { p: 'count', id: 'uuid' });
    return { priceCents: Number(key.p), createdAt: new Date(0), id: key.id };
  }
  const key = decodeCursor(cursor, { t: 'date', id: 'uuid' });
  return { createdAt: new Date(key.t), id: key.id };
}

function hitCursor(hit: PostHit, sort: ListingFilters['sort']): string {
  if (sort === 'best')
    return encodeCursor({ s: String(hit.score), t: hit.createdAt.toISOString(), id: hit.id });
  if (sort === 'price_asc' || sort === 'price_desc')
    return encodeCursor({ p: String(hit.priceCents ?? 0), id: hit.id });
  return encodeCursor({ t: hit.createdAt.toISOString(), id: hit.id });
}

/** "Showing results for {searched}. Search instead for {typed}": the typed words with their stand-ins. */
function correctionOf(text: string, replaced: ReplacedWord[]): SearchCorrection | null {
  const swaps = new Map(replaced.filter((r) => r.used !== r.typed).map((r) => [r.typed, r.used]));
  if (swaps.size === 0) return null;
  return {
    searched: wordsOf(text)
      .map((w) => swaps.get(w) ?? w)
      .join(' '),
    typed: text,
  };
}

/**
 * A page of post hits (Latest or Media), 10 per page, filtered and in the filters' order (newest
 * first by default); more while a page brings 2 or more. Says which words stood in for typed ones.
 */
export async function searchPostsPage(
  deps: SearchDeps,
  campusId: string,
  viewerId: string | null,
  query: { q: string; show: 'latest' | 'media'; cursor?: string; exact?: 'true' | 'false' },
  filters: ListingFilters = { sort: 'newest' },
): Promise<{ posts: Post[]; nextCursor: string | null; correction: SearchCorrection | null }> {
  const text = query.q.trim();
  if (!text) return { posts: [], nextCursor: null, correction: null };
  const { hits, replaced } = await deps.search.searchPosts({
    campusId,
    viewerId,
    text,
    mediaOnly: query.show === 'media',
    exact: query.exact === 'true',
    filters,
    limit: SEARCH_LIMITS.hitsPerPage,
    after: readHitCursor(query.cursor, filters.sort),
  });
  const last = hits.at(-1);
  return {
    posts: await presentPostsInOrder(
      deps.db,
      hits.map((h) => h.id),
      viewerId,
    ),
    nextCursor: searchHasMore(hits.length) && last ? hitCursor(last, filters.sort) : null,
    correction: correctionOf(text, replaced),
  };
}

/** A page of people of the campus whose name or username contains the text (not those the viewer blocked). */
export async function searchPeoplePage(
  deps: SearchDeps,
  campusId: string,
  viewerId: string | null,
  query: { q: string; cursor?: string },
): Promise<SearchPeoplePage> {
  const key = query.cursor ? decodeCursor(query.cursor, { u: 'username' }) : undefined;
  const users = await deps.search.searchPeople({
    campusId,
    viewerId,
    text: query.q,
    limit: SEARCH_LIMITS.hitsPerPage,
    after: key ? { username: key.u } : undefined,
  });
  const last = users.at(-1);
  return {
    users,
    nextCursor: searchHasMore(users.length) && last ? encodeCursor({ u: last.username }) : null,
  };
}

/**
 * Live suggestions for the search bar: the posts they come from are those a search shows with
 * Show sold off (the search bar's default), so a suggestion never leads to an empty search.
 */
export async function suggestSearches(
  deps: SearchDeps,
  campusId: string,
  viewerId: string | null,
  q: string,
): Promise<string[]> {
  const text = q.trim();
  if (!text) return [];
  return deps.search.suggest({ campusId, viewerId, text, limit: SEARCH_LIMITS.suggestions });
}

/** The campus's popular searches (14; the bar shows 4). */
export async function popularSearches(deps: SearchDeps, campusId: string) {
  return listPopularTerms(deps.db, campusId, SEARCH_LIMITS.popularFetched);
}

/** Counts a submitted search for the popular list; empty text is ignored. */
export async function recordSearch(deps: SearchDeps, campusId: string, q: string, viewer: UserRow | null) {
  const text = normalizeSearchText(q);
  if (!text) return;
  await deps.db.transaction((tx) => countSearchTerm(tx, campusId, text, viewer?.id ?? null));
}

export async function getRecentSearches(deps: SearchDeps, user: UserRow, campusId: string) {
  const rows = await listRecentSearches(deps.db, user.id, campusId, SEARCH_LIMITS.recentShown);
  return rows.map((r) => ({ ...r, date: r.date.toISOString() }));
}

/**
 * Remembers a search. A duplicate is counted again and moved to the top, then refused with
 * 'That query has already been added.' (community §4).
 */
export async function addRecentSearch(deps: SearchDeps, user: UserRow, campusId: string, input: string) {
  assertVerified(user);
  const text = normalizeSearchText(input);
  if (!text) throw new AppError(400, 'empty_search', SEARCH_MESSAGES.startTyping);
  const row = await deps.db.transaction(async (tx) => {
    const saved = await upsertRecentSearch(tx, user.id, campusId, text);
    if (saved.inserted) await pruneRecentSearches(tx, user.id, campusId, RECENT_KEPT);
    return saved;
  });
  if (!row.inserted) throw new AppError(409, 'duplicate_search', SEARCH_MESSAGES.duplicate);
  return { id: row.id, searchText: row.searchText, searchQty: row.searchQty, date: row.date.toISOString() };
}

/** Removes one of the member's own recent searches ('Recent Search Removed'). */
export async function removeRecentSearch(deps: SearchDeps, user: UserRow, campusId: string, id: string) {
  assertVerified(user);
  if (!(await deleteRecentSearch(deps.db, user.id, campusId, id))) {
    throw notFound('recent_search_missing', 'That search is not in your recent searches.');
  }
  return { message: SEARCH_MESSAGES.recentRemoved };
}

/** Clears the member's recent searches on this campus ('Search History Cleared'). */
export async function clearRecentSearches(deps: SearchDeps, user: UserRow, campusId: string) {
  assertVerified(user);
  await deleteAllRecentSearches(deps.db, user.id, campusId);
  return { message: SEARCH_MESSAGES.historyCleared };
}
