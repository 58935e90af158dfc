// DELETE /api/search/recent: forgets all of the viewer's recent searches ('Search History Cleared').
import { type RecentSearch, SEARCH_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api, refusalSentence } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';
import { useAction } from '../../../lib/use-action';

export const clearRecentSearches = () => api<{ message: string }>('/api/search/recent', { method: 'DELETE' });

export function useClearRecentSearches() {
  const client = useQueryClient();
  const alert = useAlert();
  return useAction({
    mutationFn: clearRecentSearches,
    onSuccess: () => {
      client.setQueryData<RecentSearch[]>(searchKeys.recent, []);
      alert(SEARCH_MESSAGES.historyCleared, 'success');
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
  });
}
