import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, idColumn, time, userRef } from './columns';
import { posts } from './posts';

/**
 * The buyer a seller chose when marking a post Sold, from the people who messaged them
 * about it: the two may then rate each other once. Goes with the post, or with either person.
 */
export const sales = pgTable(
  'sales',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    sellerId: userRef('seller_id'),
    buyerId: userRef('buyer_id'),
    createdAt: createdAt(),
    /** When the seller confirmed the buyer's handoff code (migration 0024); null for a sale without one. */
    confirmedAt: time('confirmed_at'),
  },
  (t) => [
    index('sales_buyer_idx').on(t.buyerId),
    index('sales_seller_idx').on(t.sellerId),
    index('sales_confirmed_idx').on(t.confirmedAt).where(sql`confirmed_at is not null`),
  ],
);

/**
 * A rating of one party of a sale by the other: 1 to 5 stars and an optional comment. One per rater
 * and post. A rating stays when its post goes (post_id null) and, from 'Deleted account', when its
 * rater deletes their account (rater_id null); it goes with the person rated.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: idColumn(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    campusId: text('campus_id').notNull(),
    raterId: text('rater_id').references(() => users.id, { onDelete: 'set null' }),
    ratedId: userRef('rated_id'),
    /** What the rated person was in the sale. */
    role: text('role', { enum: ['seller', 'buyer'] }).notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    /** Removed by a moderator after a report: gone from the profile and its average (the row stays for the audit). */
    removedAt: time('removed_at'),
  },
  (t) => [
    uniqueIndex('ratings_post_rater_key').on(t.postId, t.raterId),
    index('ratings_rated_idx').on(t.ratedId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ratings_rater_idx').on(t.raterId),
  ],
);

/**
 * A member's saved search on a campus: its text and the text's lexemes (English stemming,
 * as posts' search vectors have them). A new post matches when every lexeme is among the post's:
 * `lexemes <@ post lexemes`, found through the GIN index without reading every saved search.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: idColumn(),
    userId: userRef(),
    campusId: text('campus_id').notNull(),
    text: text('text').notNull(),
    lexemes: text('lexemes').array().notNull(),
    // The search's filters (migration 0020): a new post alerts only when it passes them all.
    category: text('category'),
    minPriceCents: integer('min_price_cents'),
    maxPriceCents: integer('max_price_cents'),
    free: boolean('free').notNull().default(false),
    conditions: text('conditions').array().notNull().default(sql`'{}'::text[]`),
    showSold: boolean('show_sold').notNull().default(false),
    // Housing filters (0028).
    moveInBy: date('move_in_by', { mode: 'string' }),
    housingKind: text('housing_kind'),
    minBedrooms: smallint('min_bedrooms'),
    furnished: boolean('furnished').notNull().default(false),
    /** The filters as their query string: the same words with other filters are another search. */
    filtersKey: text('filters_key').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_text_key').on(t.userId, t.campusId, t.text, t.filtersKey),
    index('saved_searches_lexemes_idx').using('gin', t.lexemes),
  ],
);
