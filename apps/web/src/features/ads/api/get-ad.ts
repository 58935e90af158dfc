import type { Ad } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AD_LIVE_REFETCH_MS, adKeys } from './ad-keys';

/** GET /api/ads/:id: one of the viewer's ads with its post's counters (404 ad_not_found). */
export const getAd = (id: string) => api<Ad>(`/api/ads/${id}`);

/** The ad, refreshed every AD_LIVE_REFETCH_MS while the page shows it. */
export function useAdQuery(id: string) {
  return useQuery({
    queryKey: adKeys.detail(id),
    queryFn: () => getAd(id),
    staleTime: 0,
    refetchInterval: (q) => (q.state.error ? false : AD_LIVE_REFETCH_MS),
  });
}
