import type { PersonHit } from '@campus/domain';
import type { Database } from '../../db/client';
import { wordsOf } from '../../lib/words';
import {
  findPeople,
  findPostHits,
  findQueryLexemes,
  findSuggestionCandidates,
  findWrittenWords,
  type LexemeCount,
  quotedLexeme,
} from './postgres-search.repository';
import type { PersonKey, PostHit, PostHitKey, ReplacedWord, SearchEngine } from './search.engine';

/**
 * A tsquery that needs every word: 'Standing desks' → 'standing & desks' (stemmed by PostgreSQL).
 * With `prefix`, each word may be a beginning ('des standing' → 'des:* & standing:*'), for
 * suggestions while typing, the same whatever the words' order. Words are letters and digits only,
 * so nothing in them is tsquery syntax.
 */
export function wordsTsQuery(text: string, prefix = false): string | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  return words.map((w) => (prefix ? `${w}:*` : w)).join(' & ');
}

/** Suggestions look for words among the campus's newest posts only: a bounded, index-ordered scan. */
const SUGGESTION_WINDOW = 2000;
/** Known words that may stand in for a word no post has. */
const ALTERNATIVES = 3;
/** Up to this many possible matches, a search reads them all through the GIN index. */
const GIN_FIRST_MAX = 2000;

/** The first line of a post, cut at a word under 48 characters: a suggestion to search for. */
function headline(text: string): string {
  const line = (text.split('\n').find((l) => l.trim()) ?? '').trim().replace(/\s+/g, ' ');
  if (line.length <= 48) return line;
  const cut = line.slice(0, 48);
  return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 48);
}

/**
 * The typed words no post holds, each with the known word that stood in first, as the hits write it
 * (a word of their text or category); none when nothing was found (the page says so instead).
 */
async function replacedWords(
  db: Database,
  found: { word: string; posts: number; alternatives: LexemeCount[] | null }[],
  hits: PostHit[],
): Promise<ReplacedWord[]> {
  const stoodIn = found.filter((row) => Number(row.posts) === 0 && row.alternatives?.length);
  if (stoodIn.length === 0 || hits.length === 0) return [];
  const written = await findWrittenWords(
    db,
    hits.map((h) => h.id),
    stoodIn.flatMap((row) => row.alternatives!.map((a) => a.lexeme)),
  );
  // The closest stand-in the hits hold (the first hit may hold only the second).
  return stoodIn.map((row) => {
    const held = row.alternatives!.find((a) => written.has(a.lexeme));
    return { typed: row.word, used: held ? written.get(held.lexeme)! : row.alternatives![0]!.lexeme };
  });
}

/**
 * Search in PostgreSQL (docs/decisions/015-search-in-postgresql.md): a weighted tsvector per post
 * kept by triggers, with a GIN index; the campus's lexemes with their post counts (search_lexemes)
 * for typos, unfinished words and the choice of plan; pg_trgm for those, for suggestions and for
 * the people index. A post search is two queries; the others one.
 */
export function createPostgresSearchEngine(
  db: Database,
  { ginFirstMax = GIN_FIRST_MAX }: { ginFirstMax?: number } = {},
): SearchEngine {
  return {
    async searchPosts({ campusId, viewerId, text, mediaOnly, exact, filters, limit, after }) {
      const words = wordsOf(text);
      if (words.length === 0) return { hits: [], replaced: [] };
      // The query's lexemes with how many posts of the campus hold each; for one no post holds,
      // the known lexemes it may be a typo of or the beginning of (pg_trgm on search_lexemes).
      const found = await findQueryLexemes(db, campusId, words, ALTERNATIVES);
      const terms = found.map((row) =>
        row.posts > 0
          ? [{ lexeme: row.lexeme, posts: Number(row.posts) }]
          : exact
            ? []
            : (row.alternatives ?? []),
      );
      // Only stop words, or a word nothing stands in for: no post can match.
      if (terms.length === 0 || terms.some((alternatives) => alternatives.length === 0))
        return { hits: [], replaced: [] };
      const tsquery = terms
        .map((alternatives) => `(${alternatives.map((a) => quotedLexeme(a.lexeme)).join(' | ')})`)
        .join(' & ');
      // No more posts can match than the rarest word has.
      const most = Math.min(...terms.map((alternatives) => alternatives.reduce((n, a) => n + a.posts, 0)));
      // Few matches: all of them through the GIN index, then sorted. Many: the posts in the order's
      // index (dates or prices) until 10 match (soon, as the word is common). PostgreSQL cannot
      // tell the two apart from its statistics for one campus, so we choose.
      const ginFirst = most <= ginFirstMax;
      const rows = await findPostHits(db, {
        campusId,
        viewerId,
        tsquery,
        terms,
        mediaOnly,
        filters,
        after,
        limit,
        ginFirst,
      });
      const hits = rows.map(
        (r): PostHit => ({
          id: r.id,
          createdAt: new Date(r.created_at),
          priceCents: r.price_cents === null ? null : Number(r.price_cents),
          score: Number(r.score),
        }),
      );
      return { hits, replaced: await replacedWords(db, found, hits) };
    },

    async searchPeople({ campusId, viewerId, text, limit, after }): Promise<PersonHit[]> {
      const needle = text.trim().toLowerCase().replace(/\s+/g, ' ');
      if (!needle) return [];
      const rows = await findPeople(db, {
        campusId,
        viewerId,
        needle,
        limit,
        afterUsername: after?.username,
      });
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        firstName: r.first_name,
        lastName: r.last_name,
        img: r.image,
        campusId: r.campus_id,
      }));
    },

    async suggest({ campusId, viewerId, text, limit }) {
      const needle = text.trim().toLowerCase().replace(/\s+/g, ' ');
      const tsquery = wordsTsQuery(needle, true);
      if (!needle || !tsquery) return [];
      // Searched terms that start with the text, similar terms (typos), then matching posts.
      const rows = await findSuggestionCandidates(db, {
        campusId,
        viewerId,
        needle,
        words: wordsOf(needle),
        tsquery,
        limit,
        window: SUGGESTION_WINDOW,
      });
      const seen = new Set<string>();
      const out: string[] = [];
      for (const row of rows.sort((a, b) => a.source - b.source)) {
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
