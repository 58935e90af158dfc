import {
  isHousingKind,
  type ListingCondition,
  type ListingFilters,
  normalizeSearchText,
  SAVED_SEARCH_MAIL_WINDOW_MS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  savedFiltersKey,
} from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { wordsOf } from '../../lib/words';
import { assertSchoolVerified, assertVerified } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.repository';
import { type ActivityMailConfig, queueActivityMail } from '../notifications/activity-mail';
import { notifyChosen } from '../notifications/notifications.service';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearchMatches,
  insertSavedSearch,
  lexemesOf,
  listSavedSearches,
  type SavedSearchRow,
} from './saved-searches.repository';

const present = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  text: row.text,
  filters: {
    ...(row.category !== null && { category: row.category }),
    ...(row.minPriceCents !== null && { minPrice: row.minPriceCents / 100 }),
    ...(row.maxPriceCents !== null && { maxPrice: row.maxPriceCents / 100 }),
    ...(row.free && { free: true }),
    ...(row.conditions.length > 0 && { conditions: row.conditions as ListingCondition[] }),
    ...(row.showSold && { showSold: true }),
    ...(row.moveInBy !== null && { moveInBy: row.moveInBy }),
    ...(row.housingKind !== null && isHousingKind(row.housingKind) && { housingKind: row.housingKind }),
    ...(row.minBedrooms !== null && { minBedrooms: row.minBedrooms }),
    ...(row.furnished && { furnished: true }),
  },
  createdAt: row.createdAt.toISOString(),
});

/** The member's saved searches on this campus (/settings/saved_searches), oldest first. */
export async function getSavedSearches(db: Database, user: UserRow, campusId: string) {
  assertVerified(user);
  return { searches: (await listSavedSearches(db, user.id, campusId)).map(present) };
}

/**
 * Saves the search ('Save search'): its text as the search bar counts it, its lexemes by the search
 * engine's rules (its words, English stemming) and its filters (the sort aside). At most 20 per
 * member and campus; a text of stop words only could never match and is refused. The same words
 * with other filters are another saved search.
 */
export async function saveSearch(
  db: Database,
  user: UserRow,
  campusId: string,
  q: string,
  filters: ListingFilters = { sort: 'newest' },
) {
  assertSchoolVerified(user, campusId);
  const text = normalizeSearchText(q);
  const lexemes = text ? await lexemesOf(db, wordsOf(text).join(' ')) : [];
  if (lexemes.length === 0) throw new AppError(400, 'no_words', SAVED_SEARCH_MESSAGES.noWords);
  const saved = await db.transaction(async (tx) => {
    if ((await countSavedSearches(tx, user.id, campusId)) >= SAVED_SEARCHES_MAX)
      throw new AppError(409, 'too_many_saved_searches', SAVED_SEARCH_MESSAGES.tooMany);
    return insertSavedSearch(tx, {
      userId: user.id,
      campusId,
      text,
      lexemes,
      category: filters.category ?? null,
      minPriceCents: filters.minPrice === undefined ? null : filters.minPrice * 100,
      maxPriceCents: filters.maxPrice === undefined ? null : filters.maxPrice * 100,
      free: Boolean(filters.free),
      conditions: filters.conditions ?? [],
      showSold: Boolean(filters.showSold),
      moveInBy: filters.moveInBy ?? null,
      housingKind: filters.housingKind ?? null,
      minBedrooms: filters.minBedrooms ?? null,
      furnished: Boolean(filters.furnished),
      filtersKey: savedFiltersKey(filters),
    });
  });
  if (!saved) throw new AppError(409, 'duplicate_saved_search', SAVED_SEARCH_MESSAGES.duplicate);
  return { search: present(saved) };
}

/** Removes one of the member's saved searches; 404 for anyone else's. */
export async function removeSavedSearch(db: Database, user: UserRow, id: string) {
  assertVerified(user);
  if (!(await deleteSavedSearch(db, user.id, id)))
    throw notFound('saved_search_missing', SAVED_SEARCH_MESSAGES.missing);
}

/**
 * In a new post's transaction: the members whose saved search it matches get a 'saved search'
 * notification (one statement for all), and those with e-mail notifications on an activity e-mail,
 * at most one a day per saved search. Returns what to publish after the commit.
 */
export async function alertSavedSearches(
  tx: Tx,
  activity: ActivityMailConfig,
  post: { id: string; campusId: string; authorId: string },
) {
  const matches = await findSavedSearchMatches(tx, post.id);
  const notices = await notifyChosen(
    tx,
    matches.map((m) => ({
      to: m.user_id,
      from: post.authorId,
      type: 'saved search',
      postId: post.id,
      message: m.text,
    })),
  );
  let mailed = false;
  for (const match of matches.filter((m) => m.email_on)) {
    const queued = await queueActivityMail(tx, activity, {
      to: match.user_id,
      from: post.authorId,
      type: 'saved search',
      campusId: post.campusId,
      path: `/post/${post.id}`,
      threadKey: `saved-search:${match.id}`,
      snippet: match.text,
      windowMs: SAVED_SEARCH_MAIL_WINDOW_MS,
    });
    mailed ||= queued;
  }
  return { notices, mailed };
}
