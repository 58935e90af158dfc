import type { ListingFilters } from '@campus/domain';
import { type SQL, sql } from 'drizzle-orm';
import { notBlockedBy } from '../../db/blocks';
import type { Executor } from '../../db/client';
import { containsPattern, startsWithPattern } from '../../db/like-patterns';
import { isPriceSort, listingFilterSql } from '../../db/listing-filters';
import type { PostHitKey } from './search.engine';

/** A known lexeme of the campus and how many of its posts hold it. */
export interface LexemeCount {
  lexeme: string;
  posts: number;
}

/**
 * The lexemes of `words` (stemmed by PostgreSQL), each with the first word it came from and how many
 * posts of the campus hold it; for one no post holds, up to `alternatives` known lexemes it may be a
 * typo or the beginning of (pg_trgm on search_lexemes), only words of listings (their text, category
 * or condition: weights A and B), never a member's name ('sofa' is not corrected into 'sofia'). In the
 * words' order. One query.
 */
export async function findQueryLexemes(
  db: Executor,
  campusId: string,
  words: string[],
  alternatives: number,
) {
  // Words are letters and digits only (wordsOf): joined by spaces, split back the same.
  const found = await db.execute<{
    word: string;
    lexeme: string;
    posts: number;
    alternatives: LexemeCount[] | null;
  }>(sql`
    with q as (
      select distinct on (l) w.word, l as lexeme, w.i
      from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality w(word, i),
        unnest(tsvector_to_array(to_tsvector('english', w.word))) l
      order by l, w.i
    )
    select q.word, q.lexeme, coalesce(s.posts, 0) as posts,
      case when coalesce(s.posts, 0) > 0 then null else (
        select coalesce(json_agg(json_build_object('lexeme', c.lexeme, 'posts', c.posts)), '[]'::json) from (
          select w.lexeme, w.posts from search_lexemes w
          where w.campus_id = ${campusId} and w.posts > 0
            and (w.lexeme % q.lexeme or (length(q.lexeme) >= 3 and w.lexeme like q.lexeme || '%'))
            and exists (select 1 from posts p
              where p.campus_id = ${campusId} and p.post_commented_on is null and p.type = 'post'
                and p.search_vector @@ (quote_literal(w.lexeme) || ':AB')::tsquery)
          order by w.lexeme like q.lexeme || '%' desc, similarity(w.lexeme, q.lexeme) desc, w.posts desc
          limit ${alternatives}) c) end as alternatives
    from q left join search_lexemes s on s.campus_id = ${campusId} and s.lexeme = q.lexeme
    order by q.i`);
  return found.rows;
}

/**
 * For each lexeme, a word of these posts' text or category that PostgreSQL stems to it, as written
 * (lowercase): what to show for a word that stood in ('iphon' is shown as 'iphone'). One query.
 */
export async function findWrittenWords(db: Executor, postIds: string[], lexemes: string[]) {
  if (postIds.length === 0 || lexemes.length === 0) return new Map<string, string>();
  const result = await db.execute<{ lexeme: string; word: string | null }>(sql`
    select x.lexeme, (
      select w from posts p,
        regexp_split_to_table(lower(p.plain_text || ' ' || coalesce(p.category, '')), '[^[:alnum:]]+') w
      where p.id in (${sql.join(
        postIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and w <> '' and tsvector_to_array(to_tsvector('english', w)) = array[x.lexeme]
      limit 1) as word
    from unnest(string_to_array(${lexemes.join(' ')}, ' ')) x(lexeme)`);
  return new Map(result.rows.filter((r) => r.word).map((r) => [r.lexeme, r.word!]));
}

/** A lexeme as a tsquery operand. */
export const quotedLexeme = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

/**
 * Best match's score of a post (alias p): per word, the closer the known word it holds (the typed
 * word itself first, then its stand-ins in order), the more; holding it in the post's text (weight
 * A) counts one more than in its category, condition or author. Exact matches thus rank first.
 */
function bestMatchScore(terms: LexemeCount[][]): SQL {
  const perWord = terms.map((alternatives) => {
    const cases = alternatives.flatMap((a, i) => {
      const points = (alternatives.length - i) * 2;
      return [
        sql`when p.search_vector @@ to_tsquery('simple', ${`${quotedLexeme(a.lexeme)}:A`}) then ${points + 1}`,
        sql`when p.search_vector @@ to_tsquery('simple', ${quotedLexeme(a.lexeme)}) then ${points}`,
      ];
    });
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  return sql`(${sql.join(perWord, sql` + `)})::int`;
}

/** The order of hits: its key columns (of the hits row) and direction. */
function hitOrder(sort: ListingFilters['sort']): { keys: string[]; ascending: boolean } {
  if (sort === 'best') return { keys: ['score', 'created_at', 'id'], ascending: false };
  if (isPriceSort(sort)) return { keys: ['price_cents', 'id'], ascending: sort === 'price_asc' };
  return { keys: ['created_at', 'id'], ascending: false };
}

/** The cursor's values in the order's key order. */
function keyValues(sort: ListingFilters['sort'], after: PostHitKey): unknown[] {
  if (sort === 'best') return [after.score ?? 0, after.createdAt, after.id];
  if (isPriceSort(sort)) return [after.priceCents ?? 0, after.id];
  return [after.createdAt, after.id];
}

/**
 * Up to `limit` top-level posts of the campus matching `tsquery` (simple configuration) and the
 * filters, in the filters' order, not by people the viewer blocked. `score` is Best match's
 * (bestMatchScore, higher first). `ginFirst`: read every match through the GIN index, then sort (few
 * matches; always for Best match); otherwise walk the order's index (dates, or prices) until enough
 * match (many). One query.
 */
export async function findPostHits(
  db: Executor,
  query: {
    campusId: string;
    viewerId: string | null;
    tsquery: string;
    /** Each word's known lexemes, closest first (Best match's score). */
    terms: LexemeCount[][];
    mediaOnly: boolean;
    filters: ListingFilters;
    after?: PostHitKey;
    limit: number;
    ginFirst: boolean;
  },
) {
  const { campusId, tsquery, mediaOnly, after, limit, filters } = query;
  const { keys, ascending } = hitOrder(filters.sort);
  const ginFirst = query.ginFirst || filters.sort === 'best';
  const keyList = (alias: string) =>
    sql.join(
      keys.map((k) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(k)}` : sql.identifier(k))),
      sql`, `,
    );
  const past = (alias: string) =>
    after
      ? sql`and (${keyList(alias)}) ${ascending ? sql`>` : sql`<`} (${sql.join(
          keyValues(filters.sort, after).map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql``;
  const orderBy = (alias: string) =>
    sql.join(
      keys.map(
        (k) =>
          sql`${alias ? sql`${sql.identifier(alias)}.` : sql``}${sql.identifier(k)} ${ascending ? sql`asc` : sql`desc`}`,
      ),
      sql`, `,
    );
  const filterSql = listingFilterSql(filters, 'p');
  const match = sql`p.campus_id = ${campusId} and p.post_commented_on is null and p.type = 'post'
    and p.search_vector @@ to_tsquery('simple', ${tsquery})
    and p.removed_at is null and p.held_at is null and not p.author_away and p.expired_at is null
    ${mediaOnly ? sql`and p.img_count > 0` : sql``}
    ${filters.showSold ? sql`` : sql`and p.status <> 'sold'`}
    ${filterSql.length ? sql`and ${sql.join(filterSql, sql` and `)}` : sql``}
    and ${notBlockedBy(query.viewerId, sql`p.user_id`)}`;
  const columns = sql`p.id, p.created_at, p.price_cents, ${filters.sort === 'best' ? bestMatchScore(query.terms) : sql`0`} as score`;
  const statement = ginFirst
    ? sql`with hits as materialized (select ${columns} from posts p where ${match})
        select id, created_at, price_cents, score from hits where true ${past('')}
        order by ${orderBy('')} limit ${limit}`
    : sql`select ${columns} from posts p where ${match} ${past('p')}
        order by ${orderBy('p')} limit ${limit}`;
  const result = await db.execute<{
    id: string;
    created_at: string | Date;
    price_cents: number | null;
    score: number;
  }>(statement);
  return result.rows;
}

/**
 * Up to `limit` school-verified people of the campus whose "first last username" contains `needle`
 * (lowercase), not blocked by the viewer, by username, after `afterUsername`. One query.
 */
export async function findPeople(
  db: Executor,
  query: { campusId: string; viewerId: string | null; needle: string; limit: number; afterUsername?: string },
) {
  const page = query.afterUsername ? sql`and u.username > ${query.afterUsername}` : sql``;
  const result = await db.execute<{
    id: string;
    username: string;
    first_name: string;
    last_name: string;
    image: string | null;
    campus_id: string | null;
  }>(sql`
    select u.id, u.username, u.first_name, u.last_name, u.image, u.campus_id from users u
    where u.campus_id = ${query.campusId} and u.school_verified
      and lower(u.first_name || ' ' || u.last_name || ' ' || u.username) like ${containsPattern(query.needle)}
      ${page}
      and ${notBlockedBy(query.viewerId, sql`u.id`)}
    order by u.username
    limit ${query.limit}`);
  return result.rows;
}

/**
 * Suggestion candidates, each with its source: 0 searched terms that start with `needle` (with two
 * words or more: that hold each of `words`, in any order), 1 similar
 * terms (typos), 2 the text of matching posts among the campus's newest `window` posts, only those
 * a search shows by default (not sold, not removed, not by someone the viewer blocked). One query.
 */
export async function findSuggestionCandidates(
  db: Executor,
  query: {
    campusId: string;
    viewerId: string | null;
    needle: string;
    /** The needle's words: searched terms holding each of them match whatever their order. */
    words: string[];
    tsquery: string;
    limit: number;
    window: number;
  },
) {
  const { campusId, needle, tsquery, limit } = query;
  const searched =
    query.words.length > 1
      ? sql.join(
          query.words.map((w) => sql`t.text like ${containsPattern(w)}`),
          sql` and `,
        )
      : sql`t.text like ${startsWithPattern(needle)}`;
  const result = await db.execute<{ text: string; source: number }>(sql`
    (select t.text, 0 as source from search_terms t
      where t.campus_id = ${campusId} and ${searched}
      order by t.total_views desc, t.text limit ${limit})
    union all
    (select t.text, 1 as source from search_terms t
      where t.campus_id = ${campusId} and t.text % ${needle}
      order by similarity(t.text, ${needle}) desc, t.total_views desc limit 3)
    union all
    (select p.plain_text as text, 2 as source from (
        select plain_text, search_vector, status, removed_at, held_at, user_id, author_away, expired_at from posts
        where campus_id = ${campusId} and post_commented_on is null and type = 'post'
        order by created_at desc, id desc limit ${query.window}) p
      where p.search_vector @@ to_tsquery('english', ${tsquery})
        and p.status <> 'sold' and p.removed_at is null and p.held_at is null and not p.author_away
        and p.expired_at is null and ${notBlockedBy(query.viewerId, sql`p.user_id`)}
      limit ${limit})`);
  return result.rows;
}
