import type { Ad } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { storeAd } from './ad-keys';

/** POST /api/ads/:id/pause: only from active (409 not_active). */
export const pauseAd = (id: string) => api<Ad>(`/api/ads/${id}/pause`, { method: 'POST' });

export function usePauseAd() {
  const client = useQueryClient();
  return useAction({
    mutationFn: pauseAd,
    onSuccess: (ad) => {
      storeAd(client, ad);
      void client.invalidateQueries({ queryKey: ['post', ad.postId] });
    },
  });
}
