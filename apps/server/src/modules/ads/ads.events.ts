import { userTopic } from '@campus/domain';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';

/** Tells the owner's open /ads pages to refetch an ad (after commit; a lost hint costs freshness only). */
export function publishAdUpdated(bus: EventBus, ad: { userId: string; id: string; postId: string }) {
  return bus
    .publish(createRealtimeEvent(userTopic(ad.userId), 'ad.updated', { adId: ad.id, postId: ad.postId }))
    .catch(() => {});
}
