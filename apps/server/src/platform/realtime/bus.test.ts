import { campusTopic, type RealtimeEvent, userTopic } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createMemoryBus, createPostgresBus, createRealtimeEvent, type EventBus } from './bus';

const postCreated = (campusId: string, postId = 'p1') =>
  createRealtimeEvent(campusTopic(campusId), 'post.created', { postId });

/** The events of `topic` that reach `bus`, as they arrive. */
function collect(bus: EventBus, topic: string): RealtimeEvent[] {
  const seen: RealtimeEvent[] = [];
  bus.subscribe(topic, (event) => seen.push(event));
  return seen;
}

describe('createRealtimeEvent', () => {
  it('makes the envelope with a time-ordered id', () => {
    const first = postCreated('ou', 'a');
    const later = createRealtimeEvent(
      userTopic('u1'),
      'post.deleted',
      { postId: 'b' },
      new Date(Date.now() + 5),
    );
    expect(first).toEqual({
      id: expect.any(String),
      topic: 'campus:ou',
      type: 'post.created',
      payload: { postId: 'a' },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(later.id > first.id).toBe(true);
  });
});

describe('memory bus', () => {
  it('hands an event to the subscribers of its topic only', async () => {
    const bus = createMemoryBus();
    const ou = collect(bus, campusTopic('ou'));
    const ut = collect(bus, campusTopic('ut'));
    const event = postCreated('ou');
    await bus.publish(event);
    expect(ou).toEqual([event]);
    expect(ut).toEqual([]);
  });

  it('stops after unsubscribe and after close', async () => {
    const bus = createMemoryBus();
    const seen: RealtimeEvent[] = [];
    const stop = bus.subscribe(campusTopic('ou'), (e) => seen.push(e));
    const kept = collect(bus, campusTopic('ou'));
    stop();
    await bus.publish(postCreated('ou'));
    expect(seen).toEqual([]);
    expect(kept).toHaveLength(1);
    await bus.close();
    await bus.publish(postCreated('ou'));
    expect(kept).toHaveLength(1);
  });

  it('reports a throwing handler and an unserialisable payload without rejecting', async () => {
    const onError = vi.fn();
    const bus = createMemoryBus({ onError });
    bus.subscribe(campusTopic('ou'), () => {
      throw new Error('boom');
    });
    const seen = collect(bus, campusTopic('ou'));
    await bus.publish(postCreated('ou'));
    expect(seen).toHaveLength(1);
    await expect(bus.publish({ ...postCreated('ou'), payload: { n: 1n } })).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls.map((c) => c[1])).toEqual([
      'realtime: an event handler threw',
      'realtime: publish failed',
    ]);
  });
});

describe('PostgreSQL bus', () => {
  let t: TestContext;
  const buses: EventBus[] = [];
  const open = async (opts: Parameters<typeof createPostgresBus>[1] = {}) => {
    const bus = await createPostgresBus(t.pool, opts);
    buses.push(bus);
    return bus;
  };
  const listeners = async () => {
    const res = await t.pool.query(
      `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    return res.rows.map((r: { pid: number }) => r.pid);
  };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('hands an event published on one instance to the subscribers of both', async () => {
    const [a, b] = [await open(), await open()];
    const onA = collect(a, campusTopic('ou'));
    const onB = collect(b, campusTopic('ou'));
    const utOnB = collect(b, campusTopic('ut'));
    await a.publish(postCreated('ut'));
    const event = postCreated('ou');
    await a.publish(event);
    await vi.waitFor(() => {
      expect(onA).toEqual([event]);
      expect(onB).toEqual([event]);
    });
    expect(utOnB).toHaveLength(1);
  });

  it('publishes several events in one statement, in order, to every instance', async () => {
    const [a, b] = [await open(), await open()];
    const onB = collect(b, campusTopic('ou'));
    const events = [postCreated('ou'), postCreated('ou'), postCreated('ou')];
    await a.publishAll(events);
    await vi.waitFor(() => expect(onB).toEqual(events));
  });

  it('refuses an event over the NOTIFY limit without rejecting', async () => {
    const onError = vi.fn();
    const bus = await open({ onError });
    const seen = collect(bus, campusTopic('ou'));
    await bus.publish({ ...postCreated('ou'), payload: { postId: 'x'.repeat(8000) } });
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'realtime: publish failed');
    const small = postCreated('ou');
    await bus.publish(small);
    await vi.waitFor(() => expect(seen).toEqual([small]));
  });

  it('listens again after its connection is lost', async () => {
    const before = await listeners();
    const onError = vi.fn();
    const bus = await open({ onError, retry: { initialMs: 10, maxMs: 50 } });
    const [pid] = (await listeners()).filter((p) => !before.includes(p));
    expect(pid).toBeDefined();
    await t.pool.query('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(async () => {
      const fresh = (await listeners()).filter((p) => !before.includes(p));
      expect(fresh).toHaveLength(1);
      expect(fresh).not.toContain(pid);
    });
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'realtime: the LISTEN connection was lost');
    const seen = collect(bus, userTopic('u1'));
    const event = createRealtimeEvent(userTopic('u1'), 'post.deleted', { postId: 'p9' });
    await bus.publish(event);
    await vi.waitFor(() => expect(seen).toEqual([event]));
  });

  it('releases its connection on close', async () => {
    const before = await listeners();
    const bus = await createPostgresBus(t.pool);
    expect(await listeners()).toHaveLength(before.length + 1);
    await bus.close();
    await vi.waitFor(async () => expect(await listeners()).toHaveLength(before.length));
  });
});
