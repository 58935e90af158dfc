// What others see change on a post they have open, told after the commit on the campus's posts
// topic: the page, its cards and trust summaries refetch (the events are hints, never the data).
import { campusPostsTopic } from '@campus/domain';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';

/** A top-level post's thread, likes, status, sale, text or price changed. */
export async function publishPostChanged(bus: EventBus, campusId: string, postId: string): Promise<void> {
  await bus.publish(createRealtimeEvent(campusPostsTopic(campusId), 'post.changed', { postId }));
}

/** These members' trust figures changed (a sale, a rating). */
export async function publishTrustChanged(bus: EventBus, campusId: string, userIds: string[]): Promise<void> {
  await bus.publishAll(
    [...new Set(userIds)].map((userId) =>
      createRealtimeEvent(campusPostsTopic(campusId), 'trust.changed', { userId }),
    ),
  );
}
