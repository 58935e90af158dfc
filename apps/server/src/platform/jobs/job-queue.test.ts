// The job queue as three instances would use it: three pools on one database.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endPool, openPool } from '../../db/client';
import { statementsOf } from '../../test/statements';
import { createTestDatabase } from '../../test/test-database';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';

let url: string;
const pools: pg.Pool[] = [];
const queues: JobQueue[] = [];
beforeAll(async () => {
  url = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop(1000);
  for (const pool of pools) await endPool(pool);
});

/** A pool as the app's (db/client.ts): an idle connection's error is not an uncaught exception. */
const testPool = (): pg.Pool => openPool(url, 3);

/** An "instance": its own pool and queue, with `jobs` defined, started. */
async function instance(...jobs: JobDefinition[]): Promise<JobQueue> {
  const pool = testPool();
  pools.push(pool);
  const queue = createJobQueue({ pool, onError: () => {}, pollingIntervalSeconds: 0.5 });
  for (const job of jobs) queue.define(job);
  await queue.start();
  queues.push(queue);
  return queue;
}

const job = (
  name: string,
  run: () => Promise<unknown>,
  more: Partial<JobDefinition> = {},
): JobDefinition => ({
  name,
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  run,
  ...more,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

describe('durable jobs on three instances', () => {
  it('runs each queued run once, one at a time, whichever instance takes it; sends coalesce', async () => {
    let running = 0;
    let most = 0;
    const runsBy: string[] = [];
    const define = (who: string) =>
      job('count-once', async () => {
        running += 1;
        most = Math.max(most, running);
        runsBy.push(who);
        await sleep(300);
        running -= 1;
      });
    const [a, b] = [await instance(define('a')), await instance(define('b')), await instance(define('c'))];
    await a.send('count-once');
    await until(() => runsBy.length === 1);
    // While that run goes on, five nudges from two instances add one waiting run, not five.
    for (let i = 0; i < 5; i++) await (i % 2 ? a : b).send('count-once');
    await until(() => runsBy.length === 2 && running === 0);
    await sleep(1500);
    expect(runsBy).toHaveLength(2);
    expect(most).toBe(1);
    const counts = await a.countsByState();
    expect(counts.find((c) => c.queue === 'count-once' && c.state === 'completed')?.count).toBe(2);
    expect(counts.filter((c) => c.queue === 'count-once')).toHaveLength(6);
  });

  it('retries a failed run with growing back-off, then completes it', async () => {
    const at: number[] = [];
    const queue = await instance(
      job('flaky', async () => {
        at.push(Date.now());
        if (at.length < 3) throw new Error('not yet');
      }),
    );
    await queue.send('flaky');
    await until(async () => {
      const counts = await queue.countsByState();
      return counts.some((c) => c.queue === 'flaky' && c.state === 'completed' && c.count === 1);
    });
    expect(at).toHaveLength(3);
    // pg-boss's back-off: retryDelay × 2^n, jittered up to twice that (1–2 s, then 2–4 s).
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1000);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(2000);
  });

  it('keeps a run that an instance was stopped in, and another instance (started later) finishes it', async () => {
    let release = () => {};
    const stuck = new Promise<void>((r) => {
      release = r;
    });
    let started = false;
    const first = await instance(
      job('survivor', async () => {
        started = true;
        await stuck;
      }),
    );
    await first.send('survivor');
    await until(() => started);
    // The instance stops while the run hangs: after the timeout the run is failed, to be retried.
    await first.stop(1000);
    release();
    let finishedBySecond = false;
    await instance(
      job('survivor', async () => {
        finishedBySecond = true;
      }),
    );
    await until(() => finishedBySecond);
  });

  it('turns the sends asked while one is in flight into one more send, whose run sees the latest work', async () => {
    let work = 0;
    const seen: number[] = [];
    const queue = await instance(
      job('busy-chat', async () => {
        seen.push(work);
      }),
    );
    // Fifty commits, each asking for a run: one send for the first, one after it for the 49 others.
    const statements = await statementsOf(() =>
      Promise.all(
        Array.from({ length: 50 }, () => {
          work += 1;
          return queue.send('busy-chat');
        }),
      ),
    );
    const inserts = statements.filter((text) => text.includes('INSERT INTO pgboss.job')).length;
    expect(inserts).toBe(2);
    await until(() => seen.includes(50));
  });

  it('keeps its connections when PostgreSQL refuses a send to a queue that already has its waiting run', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let runs = 0;
    const queue = await instance(
      job('held', async () => {
        runs += 1;
        await held;
      }),
    );
    const pool = pools.at(-1)!;
    await queue.send('held');
    await until(() => runs === 1);
    let removed = 0;
    pool.on('remove', () => {
      removed += 1;
    });
    // One run active, the next one waiting: each later send is a unique violation pg-boss expects.
    for (let i = 0; i < 10; i++) await queue.send('held');
    expect(removed).toBe(0);
    release();
    await until(() => runs === 2);
  });
});

describe('shutting down', () => {
  it('a run that fails after its instance closed the pool leaves no unhandled rejection', async () => {
    const pool = testPool();
    const queue = createJobQueue({ pool, onError: () => {}, pollingIntervalSeconds: 0.5 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    queue.define(
      job(
        'outlives-stop',
        async () => {
          started = true;
          await gate;
          throw new Error('failed once the pool was closed');
        },
        { retryLimit: 0 },
      ),
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await queue.start();
      await queue.send('outlives-stop');
      await until(() => started);
      // The app's shutdown: stop() gives up waiting on the run, then the pool closes under it.
      await queue.stop(100);
      await pool.end();
      release();
      await sleep(500);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
