import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { adKeys } from './ad-keys';

/** DELETE /api/ads/:id. */
export const deleteAd = (id: string) => api<void>(`/api/ads/${id}`, { method: 'DELETE' });

export function useDeleteAd() {
  const client = useQueryClient();
  return useAction({
    mutationFn: deleteAd,
    onSuccess: (_none, id) => {
      client.removeQueries({ queryKey: adKeys.detail(id) });
      void client.invalidateQueries({ queryKey: adKeys.list });
      void client.invalidateQueries({ queryKey: ['post'] });
    },
  });
}
