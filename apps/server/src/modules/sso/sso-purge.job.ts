import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { REQUEST_TTL_MS } from './saml.service';
import { purgeStaleSso } from './sso.repository';

export interface SsoPurgeJob {
  /** Forgets sign-in requests older than they may be answered, and assertion IDs past their expiry. */
  runOnce(now?: Date): Promise<void>;
}

/**
 * The `sso-purge` job: every hour, on one instance (pg-boss's schedule). Every press of the
 * university button keeps a request row, answered or not; these could never be accepted anyway.
 */
export function defineSsoPurge(jobs: JobQueue, db: Database, log: FastifyBaseLogger): SsoPurgeJob {
  const runOnce = (now = new Date()) => purgeStaleSso(db, new Date(now.getTime() - REQUEST_TTL_MS), now);
  jobs.define({
    name: 'sso-purge',
    schedule: '17 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 60,
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
