// DELETE /api/search/recent/:id: forgets one recent search ('Recent Search Removed'). The item
// leaves the cached list at once and comes back if the server refuses.
import { type RecentSearch, SEARCH_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/post-lists/search-keys';
import { useAction } from '../../../lib/use-action';

export const removeRecentSearch = (id: string) =>
  api<{ message: string }>(`/api/search/recent/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveRecentSearch() {
  const client = useQueryClient();
  const alert = useAlert();
  return useAction({
    mutationFn: removeRecentSearch,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: searchKeys.recent });
      const before = client.getQueryData<RecentSearch[]>(searchKeys.recent);
      client.setQueryData<RecentSearch[]>(searchKeys.recent, (list) => list?.filter((s) => s.id !== id));
      return before;
    },
    onError: (error, _id, before) => {
      client.setQueryData(searchKeys.recent, before);
      alert(error.message, 'danger');
    },
    onSuccess: () => alert(SEARCH_MESSAGES.recentRemoved, 'success'),
    // A refetch the removal cancelled (say, after a duplicate moved a search up) runs again.
    onSettled: () => void client.invalidateQueries({ queryKey: searchKeys.recent }),
  });
}
