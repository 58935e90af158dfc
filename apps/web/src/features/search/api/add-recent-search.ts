// POST /api/search/recent { text }: remembers a submitted search for the signed-in viewer. A search
// already remembered moves to the top and answers 409 duplicate_search, shown as the spec's alert
// 'That query has already been added.'; the search itself goes on either way.
import { type RecentSearch, SEARCH_MESSAGES } from '@campus/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { ApiError, api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';
import { useAction } from '../../../lib/use-action';

export const addRecentSearch = (text: string) =>
  api<{ search: RecentSearch }>('/api/search/recent', { method: 'POST', json: { text } });

export function useAddRecentSearch() {
  const client = useQueryClient();
  const alert = useAlert();
  return useAction({
    mutationFn: addRecentSearch,
    // One at a time, in the order they were made: the server stamps each with its own clock, so two
    // searches in flight at once could land in My Recent swapped.
    scope: { id: 'recent-searches' },
    onSuccess: () => refetchRecent(client),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        alert(SEARCH_MESSAGES.duplicate, 'danger');
        return refetchRecent(client);
      }
      console.warn('Remembering the search failed', error);
    },
  });
}

/**
 * The list is read again after the search is remembered. A read started before (the previous search's,
 * still in flight while the list is closed) is cancelled first: landing later, it would have passed
 * for fresh and hidden the new search.
 */
async function refetchRecent(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: searchKeys.recent });
  await client.invalidateQueries({ queryKey: searchKeys.recent });
}
