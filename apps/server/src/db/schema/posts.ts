import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campusRef, createdAt, idColumn, parentRef, time, timeTz, userRef } from './columns';
import { housingColumns, photoHash } from './housing';
import { tsvector } from './search';

export interface PostCta {
  type: 'website' | 'message' | 'profile';
  url?: string;
  label?: string;
}

/**
 * Posts of a campus feed (community §3). A comment is a post with `post_commented_on` set;
 * `root_post_id` and `depth` let a whole comment tree load in one query. Counters change in the
 * same transaction as the rows they count.
 */
export const posts = pgTable(
  'posts',
  {
    id: idColumn(),
    campusId: campusRef(),
    userId: userRef(),
    type: text('type', { enum: ['post', 'new user'] })
      .notNull()
      .default('post'),
    /** Rich text as the editor's JSON document. */
    text: jsonb('text'),
    /** The text's plain form, for search and previews. */
    plainText: text('plain_text').notNull().default(''),
    category: text('category'),
    priceCents: integer('price_cents'),
    /** A listing's condition (migration 0020); searchable, with the category. */
    condition: text('condition', { enum: ['new', 'like_new', 'good', 'fair', 'for_parts'] }),
    /** Selling, or a Looking-for post (a request) with an optional Up to price (migration 0025). */
    postKind: text('post_kind', { enum: ['selling', 'looking_for'] })
      .notNull()
      .default('selling'),
    upToCents: integer('up_to_cents'),
    /** Textbook course codes as typed, and their keys (courseKey) that match them. */
    courses: text('courses').array().notNull().default(sql`'{}'::text[]`),
    courseKeys: text('course_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The ISBN as 13 digits (an ISBN-10 converted). */
    isbn13: text('isbn13'),
    /** When it was marked Sold (price history); null otherwise. */
    soldAt: time('sold_at'),
    /** Housing & Apartments: kind, dates, rooms, furnished, utilities, area (migration 0028). */
    ...housingColumns(),
    /** False while a new listing waits for the job that tells the requests it meets. */
    requestsChecked: boolean('requests_checked').notNull().default(true),
    postCommentedOn: uuid('post_commented_on').references((): AnyPgColumn => posts.id, {
      onDelete: 'cascade',
    }),
    rootPostId: uuid('root_post_id').references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull().default(0),
    imgCount: integer('img_count').notNull().default(0),
    hasPhoto: boolean('has_photo').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    accountsReached: integer('accounts_reached').notNull().default(0),
    directMessages: integer('direct_messages').notNull().default(0),
    copiedLink: integer('copied_link').notNull().default(0),
    externalLinkClicks: integer('external_link_clicks').notNull().default(0),
    profileVisits: integer('profile_visits').notNull().default(0),
    searchTags: text('search_tags').array().notNull().default(sql`'{}'::text[]`),
    imageAnalysisCompleted: boolean('image_analysis_completed').notNull().default(false),
    textAnalysisCompleted: boolean('text_analysis_completed').notNull().default(false),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    cta: jsonb('cta').$type<PostCta>(),
    adId: uuid('ad_id'),
    /** Available, pending or sold; sold posts leave the feed and search unless asked for. */
    status: text('status', { enum: ['available', 'pending', 'sold'] })
      .notNull()
      .default('available'),
    /**
     * The accepted meetup that made the listing Pending, so cancelling it reverts exactly that; any
     * other status change clears it (migration 0022 holds its key to meetups and its index).
     */
    pendingMeetupId: uuid('pending_meetup_id'),
    /** The author is away (users.away_until): left out of the feed, search and alerts until they are back (0026). */
    authorAway: boolean('author_away').notNull().default(false),
    /** Renew or expire (0026): last renewed (else created_at counts), reminded 'Still selling…?', expired. */
    renewedAt: time('renewed_at'),
    remindedAt: time('reminded_at'),
    expiredAt: time('expired_at'),
    /** When the author last edited the post ('Edited'); edits leave last_modified, the feed order, alone. */
    editedAt: time('edited_at'),
    /** Text, category and author's name, weighted; kept by triggers (migration 0006). */
    searchVector: tsvector('search_vector'),
    // Millisecond precision: cursors carry these keys through JavaScript dates without loss.
    createdAt: createdAt(),
    lastModified: time('last_modified').notNull().defaultNow(),
    /** Removed by a moderator: gone for everyone; the reason is in the audit log. */
    removedAt: time('removed_at'),
    /**
     * Held for review (0028): by a rule at writing ('rule') or after reports by several members
     * ('reports'); shown to its author and moderators only until a moderator releases or removes it.
     */
    heldAt: time('held_at'),
    heldKind: text('held_kind', { enum: ['rule', 'reports'] }),
    /** The rule that held it, as moderators read it. */
    heldReason: text('held_reason'),
    /** The author's key for this create: a repeat with the same key answers this post (migration 0017). */
    clientKey: uuid('client_key'),
    /** What the key was first sent with (contentHash): the same key with other content is refused (0023). */
    clientHash: text('client_hash'),
  },
  (t) => [
    // Plain DESC (nulls first), as the queries order: a NULLS LAST index would not serve them.
    index('posts_feed_idx')
      .on(t.campusId, t.lastModified.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`post_commented_on is null and not author_away and expired_at is null`),
    index('posts_media_idx')
      .on(
        t.campusId,
        t.imgCount.desc().nullsFirst(),
        t.lastModified.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`post_commented_on is null and img_count >= 1`),
    // Price orders (either direction) and price ranges of the feed and of search (migration 0020).
    index('posts_price_idx')
      .on(t.campusId, t.priceCents, t.id)
      .where(
        sql`post_commented_on is null and price_cents is not null and not author_away and expired_at is null`,
      ),
    index('posts_listing_life_idx')
      .on(sql`(coalesce(renewed_at, created_at))`)
      .where(
        sql`price_cents is not null and post_commented_on is null and expired_at is null and status <> 'sold' and removed_at is null`,
      ),
    // Housing filters under Newest (0028).
    index('posts_housing_idx')
      .on(t.campusId, t.lastModified.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`post_commented_on is null and housing_kind is not null and not author_away and expired_at is null`,
      ),
    index('posts_campus_created_idx').on(t.campusId, t.createdAt).where(sql`post_commented_on is null`),
    index('posts_user_idx').on(t.userId, t.lastModified.desc().nullsFirst()),
    uniqueIndex('posts_user_client_key_idx').on(t.userId, t.clientKey).where(sql`client_key is not null`),
    index('posts_root_idx').on(t.rootPostId, t.createdAt),
    // Search: the words (GIN; the campus is checked on the matching rows: as a GIN key
    // it would match most of the table) and the date order of the hits. Typos: search_lexemes.
    index('posts_search_words_idx').using('gin', t.searchVector).where(sql`post_commented_on is null`),
    index('posts_course_keys_idx')
      .using('gin', t.courseKeys)
      .where(sql`post_commented_on is null and course_keys <> '{}'`),
    index('posts_isbn_sold_idx')
      .on(t.campusId, t.isbn13, t.soldAt)
      .where(sql`post_commented_on is null and isbn13 is not null`),
    index('posts_sold_idx')
      .on(t.campusId, t.soldAt)
      .where(
        sql`post_commented_on is null and status = 'sold' and post_kind = 'selling' and price_cents is not null`,
      ),
    index('posts_open_requests_idx')
      .on(t.campusId, t.createdAt)
      .where(
        sql`post_commented_on is null and post_kind = 'looking_for' and status <> 'sold' and removed_at is null`,
      ),
    index('posts_requests_unchecked_idx').on(t.createdAt).where(sql`not requests_checked`),
    index('posts_held_idx').on(t.campusId, t.heldAt).where(sql`held_at is not null and removed_at is null`),
    index('posts_campus_date_idx')
      .on(t.campusId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`post_commented_on is null`),
  ],
);

export interface MediaVariant {
  width: number;
  height: number;
  key: string;
}

/**
 * Photos and videos of a post (spec: img_gallery: img_name, img_path, img_order, img_width,
 * img_height), with the WebP variants of a photo and a tiny placeholder so the grid does not jump.
 */
export const postMedia = pgTable(
  'post_media',
  {
    id: idColumn(),
    postId: parentRef('post_id', () => posts.id),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    imgName: text('img_name').notNull(),
    /** Storage key of the file as served (the largest variant of a photo, the video itself). */
    imgPath: text('img_path').notNull(),
    imgOrder: integer('img_order').notNull(),
    imgWidth: integer('img_width').notNull(),
    imgHeight: integer('img_height').notNull(),
    contentType: text('content_type').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default(sql`'[]'::jsonb`),
    placeholder: text('placeholder'),
    bytes: integer('bytes').notNull(),
    /** The author's description of a photo for screen readers; null: the post's text start is used. */
    alt: text('alt'),
    /** A photo's perceptual hash (0028), for reused housing photos. */
    photoHash: photoHash(),
  },
  (t) => [index('post_media_post_idx').on(t.postId, t.imgOrder)],
);

/** A save (like) of a post by a user; the primary key makes a double click count once. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: parentRef('post_id', () => posts.id),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Files uploaded ahead of a post (processed at once: type by content, variants, metadata removed),
 * claimed by the post that uses them. Unclaimed uploads expire.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    userId: userRef(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default(sql`'[]'::jsonb`),
    placeholder: text('placeholder'),
    bytes: integer('bytes').notNull(),
    claimedBy: uuid('claimed_by'),
    photoHash: photoHash(),
    createdAt: timeTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);
