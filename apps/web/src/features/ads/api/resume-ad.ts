import type { Ad } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { storeAd } from './ad-keys';

/** POST /api/ads/:id/resume: only from paused; the pause is added to the end (409 not_paused). */
export const resumeAd = (id: string) => api<Ad>(`/api/ads/${id}/resume`, { method: 'POST' });

export function useResumeAd() {
  const client = useQueryClient();
  return useAction({
    mutationFn: resumeAd,
    onSuccess: (ad) => {
      storeAd(client, ad);
      void client.invalidateQueries({ queryKey: ['post', ad.postId] });
    },
  });
}
