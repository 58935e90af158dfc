import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createPostgresBus, type EventBus } from '../realtime/bus';
import { createReadFences, FENCES_TOPIC, type ReadFences } from './read-fences';
import { parseLsn } from './replica';

/** A bus whose fence events reach this instance `ms` late: a loaded instance, a slow network. */
function late(bus: EventBus, ms: number): EventBus {
  return {
    ...bus,
    subscribe: (topic, handler) =>
      bus.subscribe(topic, (event) =>
        topic === FENCES_TOPIC ? void setTimeout(() => handler(event), ms) : handler(event),
      ),
  };
}

describe('read fences across instances', () => {
  let t: TestContext;
  const buses: EventBus[] = [];
  const fences: ReadFences[] = [];
  const open = async (opts: Parameters<typeof createPostgresBus>[1] = {}) => {
    const bus = await createPostgresBus(t.pool, opts);
    buses.push(bus);
    return bus;
  };
  const fenced = (bus: EventBus, opts: Parameters<typeof createReadFences>[1] = {}) => {
    const f = createReadFences(bus, opts);
    fences.push(f);
    return f;
  };

  beforeAll(async () => {
    // Its own database: the buses of other files' instances are not counted here.
    t = await createTestContext();
  });
  afterEach(async () => {
    for (const f of fences.splice(0)) f.close();
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });

  it('answers a removal only once every instance holds its fence, however late the bus reaches one', async () => {
    const here = fenced(await open());
    const slow = fenced(late(await open(), 300));
    const slower = fenced(late(await open(), 600));
    // A command's bus (campus admin) is not an instance that reads, so no one waits for it.
    await open({ listenerName: 'campus_admin_bus' });
    await here.announce('0/5000000');
    expect(slow.highest()).toBe(parseLsn('0/5000000'));
    expect(slower.highest()).toBe(parseLsn('0/5000000'));
    // A lower fence never lowers what an instance holds.
    await slow.announce('0/4000000');
    expect([here.highest(), slower.highest()]).toEqual([parseLsn('0/5000000'), parseLsn('0/5000000')]);
  });

  it('goes out after a bounded wait when an instance never answers, and says so', async () => {
    const onSlow = vi.fn();
    const here = fenced(await open(), { waitMs: 300, onSlow });
    // An instance that hears the bus but takes no fences (it hangs).
    await open();
    await here.announce('0/6000000');
    expect(onSlow).toHaveBeenCalledTimes(1);
    const [heard, expected] = onSlow.mock.calls[0]!;
    expect([heard, expected]).toEqual([1, 2]);
  });
});
