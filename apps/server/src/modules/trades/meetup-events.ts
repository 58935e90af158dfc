// A meetup's step, told after the commit to both of its members (their open chat's cards refetch).
import { userTopic } from '@campus/domain';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';

export async function publishMeetupChanged(
  bus: EventBus,
  meetup: { id: string; chatId: string; sellerId: string; buyerId: string },
): Promise<void> {
  const payload = { chatId: meetup.chatId, meetupId: meetup.id };
  await bus.publishAll(
    [meetup.sellerId, meetup.buyerId].map((id) =>
      createRealtimeEvent(userTopic(id), 'meetup.changed', payload),
    ),
  );
}
