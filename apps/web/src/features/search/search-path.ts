import { oneOf, SEARCH_TABS, type SearchTab } from '@campus/domain';

/** The tab a /search address shows: ?show= when it names a tab, else Latest. */
export function searchTabOf(show: string | null): SearchTab {
  return oneOf(SEARCH_TABS, show) ?? 'latest';
}

/**
 * Where searching `text` goes: /search?q={text}, keeping the tab when already on /search (Latest,
 * the default, is left out of the address). Null for empty or blank text, which is ignored.
 */
export function searchPath(text: string, from: { pathname: string; search: string }): string | null {
  const q = text.trim();
  if (q === '') return null;
  const params = new URLSearchParams({ q });
  if (from.pathname === '/search') {
    const show = searchTabOf(new URLSearchParams(from.search).get('show'));
    if (show !== 'latest') params.set('show', show);
  }
  return `/search?${params}`;
}
