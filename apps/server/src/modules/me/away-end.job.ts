import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { endDueAways } from './away.service';

export interface AwayEndJob {
  /** Ends every away whose day has come by `now`; returns how many members are back. */
  runOnce(now?: Date): Promise<number>;
}

/**
 * The `away-end` job: every minute, on one instance at a time (pg-boss's schedule), members whose
 * away day has begun are back. One UPDATE of their rows, so a repeated run ends nobody twice.
 */
export function defineAwayEnd(jobs: JobQueue, db: Database, log: FastifyBaseLogger): AwayEndJob {
  const runOnce = (now = new Date()) => endDueAways(db, now);
  jobs.define({
    name: 'away-end',
    schedule: '* * * * *',
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    run: () =>
      runOnce()
        .then(() => undefined)
        .catch((err: unknown) => {
          log.warn({ err }, 'away end failed');
          throw err;
        }),
  });
  return { runOnce };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The away-end job (tests run it at a chosen time). */
    awayEnd: AwayEndJob;
  }
}
