import { INSIGHT_DAYS } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { nextDayToRoll, pruneActivityDays, rollUpDays } from './insights.repository';
import { utcDay } from './insights.service';

export const INSIGHTS_ROLLUP_JOB = 'insights-rollup';

/** Active days kept: the monthly figure reads 30, and a missed night or two still finds them. */
const ACTIVITY_KEPT_DAYS = 40;

export interface InsightsRollup {
  /** Rolls up every finished day not rolled yet (the last INSIGHT_DAYS at most); returns the rows written. */
  runOnce(now?: Date): Promise<{ written: number; pruned: number }>;
}

/** Writes the finished days since the last run, then forgets active days no figure reads any more. */
export async function rollUpFinishedDays(db: Database, now = new Date()) {
  const yesterday = utcDay(now, -1);
  const oldest = utcDay(now, 1 - INSIGHT_DAYS);
  const next = await nextDayToRoll(db);
  const from = next && next > oldest ? next : oldest;
  const written = from <= yesterday ? await rollUpDays(db, from, yesterday) : 0;
  const pruned = await pruneActivityDays(db, utcDay(now, -ACTIVITY_KEPT_DAYS));
  return { written, pruned };
}

/**
 * The `insights-rollup` job: each night at 00:10 UTC, on one instance (pg-boss's schedule), the
 * day that ended is rolled up for every campus and the hub. A run at the same time elsewhere writes
 * nothing twice (each row is written once, rollUpDays).
 */
export function defineInsightsRollup(jobs: JobQueue, db: Database, log: FastifyBaseLogger): InsightsRollup {
  const runOnce = (now = new Date()) => rollUpFinishedDays(db, now);
  jobs.define({
    name: INSIGHTS_ROLLUP_JOB,
    schedule: '10 0 * * *',
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    run: () =>
      runOnce()
        .then(() => undefined)
        .catch((err: unknown) => {
          log.warn({ err }, 'insights rollup failed');
          throw err;
        }),
  });
  return { runOnce };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The insights rollup job (tests run it at a chosen time). */
    insightsRollup: InsightsRollup;
  }
}
