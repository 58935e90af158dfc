import { parseKnownEvent } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';
import { adKeys } from '../api/ad-keys';

/**
 * Keeps My Ads live: 'ad.updated' on the owner's topic (activation, pause, resume, stop, rename,
 * delete, expiry, a counted action) refetches that ad and the list; a resync refetches them all.
 * The detail's interval (AD_LIVE_REFETCH_MS) covers a missed event.
 */
export function useLiveAds(): void {
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      const known = parseKnownEvent(event);
      if (known?.type !== 'ad.updated') return;
      refetchLive(client, adKeys.detail(known.payload.adId));
      refetchLive(client, adKeys.list);
    },
    true,
    () => refetchLive(client, adKeys.all),
  );
}
