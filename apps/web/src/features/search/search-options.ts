import { normalizeSearchText, type PopularSearch, type RecentSearch, SEARCH_LIMITS } from '@campus/domain';

/** One choice of the search bar's dropdown. */
export type SearchOption =
  | { kind: 'suggestion'; key: string; text: string }
  | { kind: 'popular'; key: string; text: string }
  | { kind: 'recent'; key: string; text: string; id: string };

/** The dropdown's groups in display order, and all their options in that order (the highlight walks `all`). */
export interface SearchOptions {
  suggestions: SearchOption[];
  popular: SearchOption[];
  recent: SearchOption[];
  all: SearchOption[];
}

/**
 * The search bar's dropdown (community §2 Search bar): live suggestions while text is typed, up to
 * 4 popular searches and the member's recent searches. While typing, popular and recent searches
 * narrow to those containing the text; a popular search already suggested is not repeated.
 */
export function buildSearchOptions(input: {
  text: string;
  suggestions: readonly string[];
  popular: readonly PopularSearch[];
  recent: readonly RecentSearch[];
}): SearchOptions {
  const term = normalizeSearchText(input.text);
  const matches = (text: string) => term === '' || normalizeSearchText(text).includes(term);
  const seen = new Set<string>();
  const suggestions: SearchOption[] = [];
  if (term !== '') {
    for (const text of input.suggestions) {
      const norm = normalizeSearchText(text);
      if (norm === '' || seen.has(norm)) continue;
      seen.add(norm);
      suggestions.push({ kind: 'suggestion', key: `s:${norm}`, text });
      if (suggestions.length === SEARCH_LIMITS.suggestions) break;
    }
  }
  const popular: SearchOption[] = input.popular
    .filter((p) => matches(p.text) && !seen.has(normalizeSearchText(p.text)))
    .slice(0, SEARCH_LIMITS.popularShown)
    .map((p) => ({ kind: 'popular', key: `p:${p.id}`, text: p.text }));
  const recent: SearchOption[] = input.recent
    .filter((r) => matches(r.searchText))
    .slice(0, SEARCH_LIMITS.recentShown)
    .map((r) => ({ kind: 'recent', key: `r:${r.id}`, text: r.searchText, id: r.id }));
  return { suggestions, popular, recent, all: [...suggestions, ...popular, ...recent] };
}
