import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets the module fresh: it keeps the page's zone.
const load = () => import('./time-zone');
const own = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the time zone every API call sends', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('is read at once when no worker reads it', async () => {
    const zone = await load();
    await expect(zone.whenTimeZoneKnown()).resolves.toBe(own);
  });

  it("waits for the worker's answer and takes it", async () => {
    const zone = await load();
    zone.expectTimeZoneFromWorker();
    const known = zone.whenTimeZoneKnown();
    zone.knowTimeZone('America/Chicago');
    await expect(known).resolves.toBe('America/Chicago');
    expect(zone.browserTimeZone()).toBe('America/Chicago');
  });

  it('is read here when the worker failed, or has not answered within a second', async () => {
    const failed = await load();
    failed.expectTimeZoneFromWorker();
    const afterFailure = failed.whenTimeZoneKnown();
    failed.knowTimeZone(undefined);
    await expect(afterFailure).resolves.toBe(own);

    vi.resetModules();
    const late = await load();
    late.expectTimeZoneFromWorker();
    let answer: string | undefined;
    void late.whenTimeZoneKnown().then((name) => {
      answer = name;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(own);
    late.knowTimeZone('America/Chicago'); // too late: the page read its own
    expect(late.browserTimeZone()).toBe(own);
  });
});
