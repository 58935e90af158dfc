import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue';

/** A job queued every minute and nudged after the commits that gave it work. */
export interface NudgedJob<T> {
  /** Does the work now (tests; the job runs the same). */
  runOnce(): Promise<T>;
  /** Queues a run soon, on whichever instance. */
  nudge(): void;
}

/**
 * Defines such a job: every minute (so a crash loses nothing), retried with back-off, run by one
 * worker at a time across the instances. A nudge that cannot be queued is logged with `failed`:
 * the minute's run still comes.
 */
export function defineNudgedJob<T>(
  jobs: JobQueue,
  name: string,
  runOnce: () => Promise<T>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  failed: string,
): NudgedJob<T> {
  jobs.define({
    name,
    schedule: '* * * * *',
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
    run: runOnce,
  });
  return {
    runOnce,
    nudge: () => {
      jobs.send(name).catch((err: unknown) => log.warn({ err }, failed));
    },
  };
}
