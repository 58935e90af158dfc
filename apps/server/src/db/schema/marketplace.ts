import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './auth';
import { posts } from './posts';

/**
 * The buyer a seller chose when marking a post Sold (issue 17), from the people who messaged them
 * about it: the two may then rate each other once. Goes with the post, or with either person.
 */
export const sales = pgTable(
  'sales',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('sales_buyer_idx').on(t.buyerId), index('sales_seller_idx').on(t.sellerId)],
);

/**
 * A rating of one party of a sale by the other: 1 to 5 stars and an optional comment. One per rater
 * and post. A rating stays when its post goes (post_id null) and, from 'Deleted account', when its
 * rater deletes their account (rater_id null); it goes with the person rated.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    campusId: text('campus_id').notNull(),
    raterId: text('rater_id').references(() => users.id, { onDelete: 'set null' }),
    ratedId: text('rated_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the rated person was in the sale. */
    role: text('role', { enum: ['seller', 'buyer'] }).notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Removed by a moderator after a report: gone from the profile and its average (the row stays for the audit). */
    removedAt: timestamp('removed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('ratings_post_rater_key').on(t.postId, t.raterId),
    index('ratings_rated_idx').on(t.ratedId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ratings_rater_idx').on(t.raterId),
  ],
);

/**
 * A member's saved search on a campus (issue 17): its text and the text's lexemes (English stemming,
 * as posts' search vectors have them). A new post matches when every lexeme is among the post's:
 * `lexemes <@ post lexemes`, found through the GIN index without reading every saved search.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campusId: text('campus_id').notNull(),
    text: text('text').notNull(),
    lexemes: text('lexemes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_text_key').on(t.userId, t.campusId, t.text),
    index('saved_searches_lexemes_idx').using('gin', t.lexemes),
  ],
);
