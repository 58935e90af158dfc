import type { AdsPage } from '@campus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adKeys } from './ad-keys';

/** GET /api/ads: the viewer's ads on this campus, newest first, ADS_PAGE_SIZE a page. */
export const getAds = (cursor: string) =>
  api<AdsPage>(`/api/ads${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export function useAdsQuery() {
  return useInfiniteQuery({
    queryKey: adKeys.list,
    queryFn: ({ pageParam }) => getAds(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
