// GET /api/search/suggestions?q=: what to search for, best first, while the viewer types. The
// previous suggestions stay while the next ones load, so the dropdown does not flicker.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';

export const getSuggestions = (q: string) =>
  api<{ suggestions: string[] }>(`/api/search/suggestions?q=${encodeURIComponent(q)}`).then(
    (r) => r.suggestions,
  );

/** Suggestions for `q`; an empty `q` asks nothing. */
export function useSuggestionsQuery(q: string, enabled = true) {
  return useQuery({
    queryKey: searchKeys.suggestions(q),
    queryFn: () => getSuggestions(q),
    enabled: enabled && q !== '',
    placeholderData: keepPreviousData,
  });
}
