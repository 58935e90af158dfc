import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { type ListingLifeDeps, runListingLife } from './listing-life.service';

export interface ListingLifeJob {
  /** Reminds and expires what is due at `now`; how many of each. */
  runOnce(now?: Date): Promise<{ reminded: number; expired: number }>;
}

/**
 * The `listing-life` job: every five minutes, on one instance at a time (pg-boss's schedule), the
 * reminders and expiries that are due. Each is claimed in one UPDATE, so a run repeated or racing
 * another instance reminds and expires nothing twice.
 */
export function defineListingLife(
  jobs: JobQueue,
  deps: ListingLifeDeps,
  log: FastifyBaseLogger,
): ListingLifeJob {
  const runOnce = (now = new Date()) => runListingLife(deps, now);
  jobs.define({
    name: 'listing-life',
    schedule: '*/5 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    run: () =>
      runOnce().catch((err: unknown) => {
        log.warn({ err }, 'listing life failed');
        throw err;
      }),
  });
  return { runOnce };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The listing-life job (tests run it at a chosen time). */
    listingLife: ListingLifeJob;
  }
}
