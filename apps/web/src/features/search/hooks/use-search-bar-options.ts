import { useMemo } from 'react';
import { useCanReadCampus } from '../../../entities/campus';
import { usePopularSearchesQuery } from '../api/get-popular-searches';
import { useRecentSearchesQuery } from '../api/get-recent-searches';
import { useSuggestionsQuery } from '../api/get-suggestions';
import { buildSearchOptions, type SearchOptions } from '../search-options';

/**
 * The search bar's options for the typed `text`: suggestions for the settled `term`, popular
 * searches and (members) recent ones, asked once the dropdown first opens (suggestions and popular
 * searches only where the viewer may read the campus). A failed load leaves
 * its group empty; the first error is returned for logging.
 */
export function useSearchBarOptions(
  text: string,
  term: string,
  open: boolean,
): { options: SearchOptions; error: unknown } {
  const canRead = useCanReadCampus();
  const suggestions = useSuggestionsQuery(term, canRead);
  const popular = usePopularSearchesQuery(open && canRead);
  const recent = useRecentSearchesQuery(open);
  const options = useMemo(
    () =>
      buildSearchOptions({
        text,
        suggestions: suggestions.data ?? [],
        popular: popular.data ?? [],
        recent: recent.data ?? [],
      }),
    [text, suggestions.data, popular.data, recent.data],
  );
  return { options, error: suggestions.error ?? popular.error ?? recent.error };
}
