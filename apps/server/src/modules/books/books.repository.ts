// The SQL of textbooks and requests: a course's posts, what a book sold for on the campus, the
// titles earlier listings gave an ISBN, and which open requests a listing meets.
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import { blockedEitherWay, notBlockedBy } from '../../db/blocks';
import type { Executor } from '../../db/client';
import {
  keysetPage,
  listedNow,
  listedUnlessSold,
  notHeld,
  notRemoved,
  selectShownPostRows,
} from '../../db/post-rows';
import { posts } from '../../db/schema';

/**
 * A page of the campus's listings and requests naming the course key, newest change first, not by
 * people the viewer blocked, sold, expired and away authors' ones left out (posts_course_keys_idx).
 * Media and saves included.
 */
export function listCoursePosts(
  db: Executor,
  query: { campusId: string; key: string; viewerId: string | null; limit: number; after?: [Date, string] },
) {
  return keysetPage(
    selectShownPostRows(db, sql`${query.viewerId}`),
    [posts.lastModified, posts.id],
    query.after,
    query.limit,
    eq(posts.campusId, query.campusId),
    isNull(posts.postCommentedOn),
    sql`${posts.courseKeys} <> '{}'`,
    sql`${posts.courseKeys} @> array[${query.key}]::text[]`,
    notRemoved(),
    notHeld(),
    notBlockedBy(query.viewerId, posts.userId),
    listedUnlessSold(false),
    listedNow(),
  );
}

/** Which sales a price history counts: the same ISBN, or else the same course and a similar title. */
export type SoldLike = { isbn13: string } | { courseKey: string | null; title: string | null };

/**
 * Count, lowest, highest and median price of the campus's listings sold in the last 12 months that
 * are like the book: by ISBN on posts_isbn_sold_idx, otherwise on posts_sold_idx narrowed by course
 * key and title (pg_trgm's word similarity, 0.5 or more); held listings left out. One query.
 */
export function soldPricesSql(campusId: string, like: SoldLike): SQL {
  const since = sql`now() - interval '12 months'`;
  const narrowing: SQL[] =
    'isbn13' in like
      ? [sql`p.isbn13 = ${like.isbn13}`]
      : [
          ...(like.courseKey ? [sql`p.course_keys @> array[${like.courseKey}]::text[]`] : []),
          ...(like.title ? [sql`word_similarity(${like.title}, p.plain_text) >= 0.5`] : []),
        ];
  return sql`
    select count(*)::int as count, min(p.price_cents)::int as low, max(p.price_cents)::int as high,
      (percentile_disc(0.5) within group (order by p.price_cents))::int as median
    from posts p
    where p.campus_id = ${campusId} and p.post_commented_on is null and p.status = 'sold'
      and p.post_kind = 'selling' and p.price_cents is not null and p.sold_at >= ${since}
      and p.removed_at is null and p.held_at is null and ${sql.join(narrowing, sql` and `)}`;
}

export async function soldPrices(db: Executor, campusId: string, like: SoldLike) {
  const result = await db.execute<{ count: number; low: number; high: number; median: number }>(
    soldPricesSql(campusId, like),
  );
  return result.rows[0]!;
}

/**
 * The first lines of the campus's earlier listings with the ISBN, most used first (at most 3):
 * the titles the composer offers (never a held listing's words). posts_isbn_sold_idx.
 */
export async function titlesForIsbn(db: Executor, campusId: string, isbn13: string): Promise<string[]> {
  const result = await db.execute<{ title: string }>(sql`
    select t.title from (
      select left(split_part(trim(p.plain_text), E'\n', 1), 120) as title
      from posts p
      where p.campus_id = ${campusId} and p.isbn13 = ${isbn13} and p.post_commented_on is null
        and p.post_kind = 'selling' and p.removed_at is null and p.held_at is null
    ) t where t.title <> '' group by t.title order by count(*) desc, t.title limit 3`);
  return result.rows.map((r) => r.title);
}

/** Lexemes of a request's text that say nothing about the thing: "ISO", "looking for", "anyone selling". */
const NOISE = sql.raw(
  `array[${['iso', 'lf', 'lfm', 'look', 'wtb', 'want', 'need', 'anyon', 'sell', 'buy', 'pleas', 'cheap'].map((w) => `'${w}'`).join(', ')}]`,
);

/**
 * Open requests (alias r) the listing (alias l) meets: same campus, not the same author, neither
 * blocked the other, the request's category if it set one, the listing's price within its Up to,
 * its ISBN exactly when it gave one, otherwise each of its words (noise words aside) in the
 * listing's search words, a typo apart (pg_trgm similarity, as search forgives one).
 */
const requestMeetsListing = sql`r.campus_id = l.campus_id and r.post_commented_on is null
  and r.post_kind = 'looking_for' and r.status <> 'sold' and r.removed_at is null and r.held_at is null
  and r.user_id <> l.user_id and not ${blockedEitherWay(sql`r.user_id`, sql`l.user_id`)}
  and (r.category is null or r.category = l.category)
  and (r.up_to_cents is null or (l.price_cents is not null and l.price_cents <= r.up_to_cents))
  and case when r.isbn13 is not null then r.isbn13 = l.isbn13 else (
    exists (select 1 from unnest(tsvector_to_array(to_tsvector('english', r.plain_text))) w
      where w <> all(${NOISE}))
    and not exists (select 1 from unnest(tsvector_to_array(to_tsvector('english', r.plain_text))) w
      where w <> all(${NOISE}) and not exists (
        select 1 from unnest(tsvector_to_array(l.search_vector)) v where v = w or v % w))) end`;

/**
 * The open requests the seller's listing meets, oldest first (at most 20): "people are looking".
 * None for anyone but the listing's author.
 */
export async function findRequestsMet(db: Executor, listingId: string, sellerId: string) {
  const result = await db.execute<{ id: string; plain_text: string }>(sql`
    select r.id, r.plain_text from posts l join posts r on ${requestMeetsListing}
    where l.id = ${listingId} and l.user_id = ${sellerId} and l.post_kind = 'selling' and l.removed_at is null
    order by r.created_at, r.id limit 20`);
  return result.rows.map((r) => ({ id: r.id, plainText: r.plain_text }));
}

/**
 * Takes up to `limit` new listings nobody checked against the requests yet, their rows locked
 * (skipping any another instance holds): each is matched by exactly one run.
 */
export async function claimUncheckedListings(tx: Executor, limit: number) {
  const result = await tx.execute<{ id: string; user_id: string; campus_id: string; plain_text: string }>(sql`
    select id, user_id, campus_id, plain_text from posts
    where not requests_checked and held_at is null order by created_at limit ${limit} for update skip locked`);
  return result.rows;
}

/** Notes the listing's matches (once per request and listing); answers the requests newly met and their authors. */
export async function recordMatches(tx: Executor, listingId: string) {
  const result = await tx.execute<{ request_id: string; user_id: string }>(sql`
    with met as (
      insert into request_matches (request_id, listing_id)
      select r.id, l.id from posts l join posts r on ${requestMeetsListing}
      where l.id = ${listingId} and l.removed_at is null and l.held_at is null
      on conflict do nothing returning request_id)
    select m.request_id, r.user_id from met m join posts r on r.id = m.request_id`);
  await tx.update(posts).set({ requestsChecked: true }).where(eq(posts.id, listingId));
  return result.rows;
}
