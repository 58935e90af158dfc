import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { campusRef, idColumn, parentRef, time, userRef } from './columns';

/** PostgreSQL's tsvector; written only by the database's own triggers (migration 0006). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What a campus searches for (community §3 Search term). `total_views` counts every search,
 * `unique_views` the first search of each signed-in member, `ghost_views` the searches of guests.
 * Popular searches are the campus's terms with the most total views.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: idColumn(),
    campusId: campusRef(),
    /** The query as typed, trimmed, spaces collapsed and lowercased. */
    text: text('text').notNull(),
    uniqueViews: integer('unique_views').notNull().default(0),
    ghostViews: integer('ghost_views').notNull().default(0),
    totalViews: integer('total_views').notNull().default(0),
    date: time('date').notNull().defaultNow(),
    lastModified: time('last_modified').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_terms_campus_text_key').on(t.campusId, t.text),
    index('search_terms_popular_idx').on(t.campusId, t.totalViews.desc().nullsFirst(), t.text),
    index('search_terms_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

/** Which members have searched a term already (for `unique_views`). */
export const searchTermViewers = pgTable(
  'search_term_viewers',
  {
    termId: parentRef('term_id', () => searchTerms.id),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.termId, t.userId] })],
);

/** A member's recent searches on a campus (community §3: search_text, search_qty, date). */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: idColumn(),
    userId: userRef(),
    campusId: campusRef(),
    searchText: text('search_text').notNull(),
    searchQty: integer('search_qty').notNull().default(1),
    date: time('date').notNull().defaultNow(),
    lastModified: time('last_modified').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_searches_user_text_key').on(t.userId, t.campusId, t.searchText),
    index('recent_searches_user_idx').on(t.userId, t.campusId, t.lastModified.desc().nullsFirst()),
  ],
);

/**
 * The words (stemmed lexemes) of a campus's searchable posts with how many posts hold each, kept
 * by triggers on posts (migration 0009). Search reads it to correct typos and finish unfinished
 * words (pg_trgm on a small table rather than on every post), and to pick the cheaper plan for a
 * query: rare words through the GIN index, common ones in date order.
 */
export const searchLexemes = pgTable(
  'search_lexemes',
  {
    campusId: text('campus_id').notNull(),
    lexeme: text('lexeme').notNull(),
    posts: integer('posts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campusId, t.lexeme] }),
    index('search_lexemes_trgm_idx').using('gin', sql`${t.lexeme} gin_trgm_ops`),
  ],
);
