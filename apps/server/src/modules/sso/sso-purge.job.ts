import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { REQUEST_TTL_MS } from './saml.service';
import { purgeStaleSso } from './sso.repository';

export interface SsoPurgeJob {
  /** Forgets the requests no answer can meet any more and the assertion IDs past their time. */
  runOnce(now?: Date): Promise<void>;
}

/**
 * The `sso-purge` job: hourly, on one instance at a time (pg-boss's schedule). A request older than
 * its answer time, and an assertion ID whose NotOnOrAfter has passed, could never be accepted again,
 * so forgetting them changes nothing but the tables' size. Both deletes are idempotent.
 */
export function defineSsoPurge(jobs: JobQueue, db: Database, log: FastifyBaseLogger): SsoPurgeJob {
  const runOnce = (now = new Date()) => purgeStaleSso(db, new Date(now.getTime() - REQUEST_TTL_MS), now);
  jobs.define({
    name: 'sso-purge',
    schedule: '41 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    run: () =>
      runOnce().catch((err: unknown) => {
        log.warn({ err }, 'sso purge failed');
        throw err;
      }),
  });
  return { runOnce };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sso-purge job (tests run it at a chosen time). */
    ssoPurge: SsoPurgeJob;
  }
}
