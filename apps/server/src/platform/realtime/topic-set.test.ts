import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRealtimeEvent, topicSet } from './bus';

describe('topicSet', () => {
  it('follows each of its topics as one subscription, stopped at once', async () => {
    const bus = createMemoryBus();
    const seen: string[] = [];
    const stop = bus.subscribe(topicSet('campus:ou', 'campus-posts:ou'), (e) => seen.push(e.topic));
    await bus.publish(createRealtimeEvent('campus:ou', 'post.created', { postId: 'p1' }));
    await bus.publish(createRealtimeEvent('campus-posts:ou', 'post.changed', { postId: 'p1' }));
    await bus.publish(createRealtimeEvent('campus-posts:ut', 'post.changed', { postId: 'p2' }));
    expect(seen).toEqual(['campus:ou', 'campus-posts:ou']);
    stop();
    await bus.publish(createRealtimeEvent('campus-posts:ou', 'post.changed', { postId: 'p1' }));
    expect(seen).toHaveLength(2);
  });
});
