import { describe, expect, it } from 'vitest';
import { createJobQueue } from './job-queue';

describe('the job queue', () => {
  it('runs at most `concurrency` jobs at once, queues `maxWaiting` more in order, and refuses the rest', async () => {
    const run = createJobQueue(2, 2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const release: (() => void)[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        active += 1;
        peak = Math.max(peak, active);
        order.push(n);
        release.push(() => {
          active -= 1;
          resolve(n);
        });
      });
    const results = [1, 2, 3, 4, 5].map((n) => run(job(n)));
    expect(await results[4]).toBe('busy');
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([1, 2]);
    while (release.length) {
      release.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(results.slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    // Free again: a new job runs at once.
    const again = run(job(6));
    await new Promise((r) => setTimeout(r, 0));
    release.shift()!();
    expect(await again).toBe(6);
  });
});
