import type { PersonHit } from '@campus/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PersonKey, PostHit, PostHitKey, SearchEngine } from './search.engine';

/** Letters and digits only: the words of a query, at most eight. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * A tsquery that needs every word: 'Standing desks' → 'standing & desks' (stemmed by PostgreSQL).
 * With `prefix`, the last word may be a beginning ('standing des' → 'standing & des:*'), for
 * suggestions while typing. Words are letters and digits only, so nothing in them is tsquery syntax.
 */
export function wordsTsQuery(text: string, prefix = false): string | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  return words.map((w, i) => (prefix && i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** Suggestions look for words among the campus's newest posts only: a bounded, index-ordered scan. */
const SUGGESTION_WINDOW = 2000;

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The first line of a post, cut at a word under 48 characters: a suggestion to search for. */
function headline(text: string): string {
  const line = (text.split('\n').find((l) => l.trim()) ?? '').trim().replace(/\s+/g, ' ');
  if (line.length <= 48) return line;
  const cut = line.slice(0, 48);
  return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 48);
}

/**
 * Search in PostgreSQL (docs/decisions/015-search-in-postgresql.md): a weighted tsvector per post
 * kept by triggers, with a GIN index; pg_trgm for typos and unfinished words (a fallback when the
 * words match nothing), for suggestions and for the people index. Each call is one query.
 */
export function createPostgresSearchEngine(db: Database): SearchEngine {
  return {
    async searchPosts({ campusId, text, mediaOnly, limit, after }) {
      const media = mediaOnly ? sql`and p.img_count > 0` : sql``;
      const page = after ? sql`and (p.created_at, p.id) < (${after.createdAt}, ${after.id})` : sql``;
      const base = sql`p.campus_id = ${campusId} and p.post_commented_on is null and p.type = 'post' ${media} ${page}`;
      const run = async (match: ReturnType<typeof sql>) => {
        const result = await db.execute<{ id: string; created_at: string | Date }>(sql`
          select p.id, p.created_at from posts p
          where ${base} and ${match}
          order by p.created_at desc, p.id desc
          limit ${limit}`);
        return result.rows.map((r): PostHit => ({ id: r.id, createdAt: new Date(r.created_at) }));
      };
      const tsquery = wordsTsQuery(text);
      if (!tsquery) return { hits: [], mode: 'words' };
      if (after?.mode !== 'fuzzy') {
        const hits = await run(sql`p.search_vector @@ to_tsquery('english', ${tsquery})`);
        // Words found something (or this is a later page of word hits): no fallback.
        if (hits.length > 0 || after) return { hits, mode: 'words' };
      }
      // Nothing matched the words: perhaps a typo. Trigram word similarity against the text.
      const hits = await run(sql`${text.toLowerCase()} <% p.plain_text`);
      return { hits, mode: 'fuzzy' };
    },

    async searchPeople({ campusId, text, limit, after }): Promise<PersonHit[]> {
      const needle = text.trim().toLowerCase().replace(/\s+/g, ' ');
      if (!needle) return [];
      const page = after ? sql`and u.username > ${after.username}` : sql``;
      const result = await db.execute<{
        id: string;
        username: string;
        first_name: string;
        last_name: string;
        image: string | null;
        campus_id: string | null;
      }>(sql`
        select u.id, u.username, u.first_name, u.last_name, u.image, u.campus_id from users u
        where u.campus_id = ${campusId} and u.school_verified
          and lower(u.first_name || ' ' || u.last_name || ' ' || u.username) like ${likeAnywhere(needle)}
          ${page}
        order by u.username
        limit ${limit}`);
      return result.rows.map((r) => ({
        id: r.id,
        username: r.username,
        firstName: r.first_name,
        lastName: r.last_name,
        img: r.image,
        campusId: r.campus_id,
      }));
    },

    async suggest({ campusId, text, limit }) {
      const needle = text.trim().toLowerCase().replace(/\s+/g, ' ');
      const tsquery = wordsTsQuery(needle, true);
      if (!needle || !tsquery) return [];
      // Searched terms that start with the text, similar terms (typos), then matching posts.
      const result = await db.execute<{ text: string; source: number }>(sql`
        (select t.text, 0 as source from search_terms t
          where t.campus_id = ${campusId} and t.text like ${likePrefix(needle)}
          order by t.total_views desc, t.text limit ${limit})
        union all
        (select t.text, 1 as source from search_terms t
          where t.campus_id = ${campusId} and t.text % ${needle}
          order by similarity(t.text, ${needle}) desc, t.total_views desc limit 3)
        union all
        (select p.plain_text as text, 2 as source from (
            select plain_text, search_vector from posts
            where campus_id = ${campusId} and post_commented_on is null and type = 'post'
            order by created_at desc, id desc limit ${SUGGESTION_WINDOW}) p
          where p.search_vector @@ to_tsquery('english', ${tsquery})
          limit ${limit})`);
      const seen = new Set<string>();
      const out: string[] = [];
      for (const row of result.rows.sort((a, b) => a.source - b.source)) {
        const value = row.source === 2 ? headline(row.text) : row.text;
        const key = value.toLowerCase();
        if (!value || seen.has(key)) continue;
        seen.add(key);
        out.push(value);
        if (out.length === limit) break;
      }
      return out;
    },
  };
}

export type { PersonKey, PostHitKey };
