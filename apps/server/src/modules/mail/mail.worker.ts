import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailTransport } from '../../platform/mail/mail-transport';
import { deliverDueMail } from './mail.service';

export interface MailWorker {
  /** Asks for a delivery round soon (after a commit that queued mail). */
  nudge(): void;
  /** Runs one round now and resolves when it is done. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export const MAIL_DELIVERY_JOB = 'mail-delivery';

/**
 * Delivers the outbox as the `mail-delivery` job: queued by each nudge (after a commit that queued
 * mail, on whichever instance) and every minute for the retries that come due. The outbox rows keep
 * each message's own attempts and back-off; the job's retries cover a round that failed as a whole.
 */
export function startMailWorker(opts: {
  db: Database;
  transport: MailTransport;
  log: Logger;
  jobs: JobQueue;
}): MailWorker {
  let stopped = false;
  const round = () => deliverDueMail(opts.db, opts.transport, opts.log);
  opts.jobs.define({
    name: MAIL_DELIVERY_JOB,
    schedule: '* * * * *',
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
    run: round,
  });
  return {
    nudge: () => {
      if (stopped) return;
      opts.jobs.send(MAIL_DELIVERY_JOB).catch((err: unknown) => opts.log.warn({ err }, 'mail nudge failed'));
    },
    runOnce: round,
    async stop() {
      stopped = true;
      opts.transport.close();
    },
  };
}
