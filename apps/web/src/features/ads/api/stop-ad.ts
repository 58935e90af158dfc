import type { Ad } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { storeAd } from './ad-keys';

/** POST /api/ads/:id/stop: from active or paused, final (409 already_stopped). */
export const stopAd = (id: string) => api<Ad>(`/api/ads/${id}/stop`, { method: 'POST' });

export function useStopAd() {
  const client = useQueryClient();
  return useAction({
    mutationFn: stopAd,
    onSuccess: (ad) => {
      storeAd(client, ad);
      void client.invalidateQueries({ queryKey: ['post', ad.postId] });
    },
  });
}
