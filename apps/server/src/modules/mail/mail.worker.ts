import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { MailTransport } from '../../platform/mail/mail-transport';
import { deliverDueMail } from './mail.service';

export interface MailWorker {
  /** Asks for a delivery round soon (after a commit that queued mail). */
  nudge(): void;
  /** Runs one round now and resolves when it is done. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` and on nudges; one round at a time. */
export function startMailWorker(opts: {
  db: Database;
  transport: MailTransport;
  log: Logger;
  intervalMs: number;
}): MailWorker {
  let running: Promise<number> | null = null;
  let stopped = false;
  const round = (): Promise<number> => {
    if (running) return running;
    running = deliverDueMail(opts.db, opts.transport, opts.log)
      .catch((err) => {
        if (!stopped) opts.log.error({ err }, 'mail worker round failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void round(), opts.intervalMs);
  timer.unref();
  return {
    nudge: () => {
      if (!stopped) setImmediate(() => void round());
    },
    runOnce: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      opts.transport.close();
    },
  };
}
