// Query keys of the ads feature. An ad's detail refetches every AD_LIVE_REFETCH_MS while shown (the
// server publishes no ad events); every change answered by the server (rename, pause, resume, stop)
// replaces the ad in the detail and in the list at once.
import type { Ad, AdsPage } from '@campus/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export const adKeys = {
  all: ['ads'] as const,
  list: ['ads', 'list'] as const,
  detail: (id: string) => ['ads', 'detail', id] as const,
  boostPage: (postId: string) => ['ads', 'boost-page', postId] as const,
  session: (sessionId: string) => ['ads', 'session', sessionId] as const,
};

/** How often an open ad's counters and times refresh. */
export const AD_LIVE_REFETCH_MS = 5000;

/** Puts the server's answer for an ad into the detail and the list caches. */
export function storeAd(client: QueryClient, ad: Ad): void {
  client.setQueryData(adKeys.detail(ad.id), ad);
  client.setQueryData<InfiniteData<AdsPage>>(adKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            ads: page.ads.map((a) => (a.id === ad.id ? ad : a)),
          })),
        }
      : data,
  );
}

/** After a boost, a payment or a cancel: the ads, the post and the payments change on the server. */
export function refreshAfterPayment(client: QueryClient, postId: string): void {
  void client.invalidateQueries({ queryKey: adKeys.all });
  void client.invalidateQueries({ queryKey: ['post', postId] });
  void client.invalidateQueries({ queryKey: ['feed'] });
  void client.invalidateQueries({ queryKey: ['me', 'payments'] });
}
