import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { EventBus } from '../../platform/realtime/bus';
import { publishAdUpdated } from './ads.events';
import { completeExpiredAds } from './ads.repository';

export interface AdExpiryJob {
  /** Marks every active ad past its end as completed now; returns how many. */
  runOnce(now?: Date): Promise<number>;
}

/**
 * Active ads whose end has passed become Completed (§4.6): the `ad-expiry` job, every minute, run by
 * one instance at a time. One UPDATE, so a run repeated after a crash changes nothing twice.
 */
export function defineAdExpiry(
  jobs: JobQueue,
  db: Database,
  bus: EventBus,
  log: FastifyBaseLogger,
): AdExpiryJob {
  const runOnce = async (now = new Date()) => {
    const completed = await completeExpiredAds(db, now);
    await Promise.all(completed.map((ad) => publishAdUpdated(bus, ad)));
    return completed.length;
  };
  jobs.define({
    name: 'ad-expiry',
    schedule: '* * * * *',
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    run: () =>
      runOnce().catch((err: unknown) => {
        log.warn({ err }, 'ad expiry failed');
        throw err;
      }),
  });
  return { runOnce };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The ad expiry job (tests run it at a chosen time). */
    adExpiry: AdExpiryJob;
  }
}
