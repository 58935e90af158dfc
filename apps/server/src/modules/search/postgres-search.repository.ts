import { sql } from 'drizzle-orm';
import { notBlockedBy } from '../../db/blocks';
import type { Executor } from '../../db/client';
import { containsPattern, startsWithPattern } from '../../db/like-patterns';
import type { PostHitKey } from './search.engine';

/** A known lexeme of the campus and how many of its posts hold it. */
export interface LexemeCount {
  lexeme: string;
  posts: number;
}

/**
 * The lexemes of `words` (stemmed by PostgreSQL) with how many posts of the campus hold each; for one
 * no post holds, up to `alternatives` known lexemes it may be a typo or the beginning of (pg_trgm on
 * search_lexemes). One query.
 */
export async function findQueryLexemes(
  db: Executor,
  campusId: string,
  words: string[],
  alternatives: number,
) {
  const found = await db.execute<{ lexeme: string; posts: number; alternatives: LexemeCount[] | null }>(sql`
    with q as (
      select distinct l as lexeme from unnest(tsvector_to_array(to_tsvector('english', ${words.join(' ')}))) l
    )
    select q.lexeme, coalesce(s.posts, 0) as posts,
      case when coalesce(s.posts, 0) > 0 then null else (
        select coalesce(json_agg(json_build_object('lexeme', c.lexeme, 'posts', c.posts)), '[]'::json) from (
          select w.lexeme, w.posts from search_lexemes w
          where w.campus_id = ${campusId} and w.posts > 0
            and (w.lexeme % q.lexeme or (length(q.lexeme) >= 3 and w.lexeme like q.lexeme || '%'))
          order by w.lexeme like q.lexeme || '%' desc, similarity(w.lexeme, q.lexeme) desc, w.posts desc
          limit ${alternatives}) c) end as alternatives
    from q left join search_lexemes s on s.campus_id = ${campusId} and s.lexeme = q.lexeme`);
  return found.rows;
}

/**
 * Up to `limit` top-level posts of the campus matching `tsquery` (simple configuration), newest
 * first, not by people the viewer blocked. `ginFirst`: read every match through the GIN index, then sort (few matches); otherwise walk
 * the newest posts in date order until enough match (many). One query.
 */
export async function findPostHits(
  db: Executor,
  query: {
    campusId: string;
    viewerId: string | null;
    tsquery: string;
    mediaOnly: boolean;
    showSold: boolean;
    after?: PostHitKey;
    limit: number;
    ginFirst: boolean;
  },
) {
  const { campusId, tsquery, mediaOnly, after, limit } = query;
  const match = sql`p.campus_id = ${campusId} and p.post_commented_on is null and p.type = 'post'
    and p.search_vector @@ to_tsquery('simple', ${tsquery})
    and p.removed_at is null
    ${mediaOnly ? sql`and p.img_count > 0` : sql``}
    ${query.showSold ? sql`` : sql`and p.status <> 'sold'`}
    ${after ? sql`and (p.created_at, p.id) < (${after.createdAt}, ${after.id})` : sql``}
    and ${notBlockedBy(query.viewerId, sql`p.user_id`)}`;
  const statement = query.ginFirst
    ? sql`with hits as materialized (select p.id, p.created_at from posts p where ${match})
        select id, created_at from hits order by created_at desc, id desc limit ${limit}`
    : sql`select p.id, p.created_at from posts p where ${match}
        order by p.created_at desc, p.id desc limit ${limit}`;
  const result = await db.execute<{ id: string; created_at: string | Date }>(statement);
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
 * Suggestion candidates, each with its source: 0 searched terms that start with `needle`, 1 similar
 * terms (typos), 2 the text of matching posts among the campus's newest `window` posts, only those
 * a search shows by default (not sold, not removed, not by someone the viewer blocked). One query.
 */
export async function findSuggestionCandidates(
  db: Executor,
  query: {
    campusId: string;
    viewerId: string | null;
    needle: string;
    tsquery: string;
    limit: number;
    window: number;
  },
) {
  const { campusId, needle, tsquery, limit } = query;
  const result = await db.execute<{ text: string; source: number }>(sql`
    (select t.text, 0 as source from search_terms t
      where t.campus_id = ${campusId} and t.text like ${startsWithPattern(needle)}
      order by t.total_views desc, t.text limit ${limit})
    union all
    (select t.text, 1 as source from search_terms t
      where t.campus_id = ${campusId} and t.text % ${needle}
      order by similarity(t.text, ${needle}) desc, t.total_views desc limit 3)
    union all
    (select p.plain_text as text, 2 as source from (
        select plain_text, search_vector, status, removed_at, user_id from posts
        where campus_id = ${campusId} and post_commented_on is null and type = 'post'
        order by created_at desc, id desc limit ${query.window}) p
      where p.search_vector @@ to_tsquery('english', ${tsquery})
        and p.status <> 'sold' and p.removed_at is null
        and ${notBlockedBy(query.viewerId, sql`p.user_id`)}
      limit ${limit})`);
  return result.rows;
}
