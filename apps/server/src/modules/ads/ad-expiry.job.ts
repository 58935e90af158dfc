import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { completeExpiredAds } from './ads.repository';

export interface AdExpiryJob {
  /** Marks every active ad past its end as completed now; returns how many. */
  runOnce(now?: Date): Promise<number>;
  stop(): void;
}

/**
 * Active ads whose end has passed become Completed (§4.6), every `intervalMs`. One UPDATE, safe on
 * several instances at once (a row changes status once).
 */
export function startAdExpiry(db: Database, intervalMs: number, log: FastifyBaseLogger): AdExpiryJob {
  const runOnce = (now = new Date()) => completeExpiredAds(db, now);
  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => log.warn({ err }, 'ad expiry failed'));
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The ad expiry job (tests run it at a chosen time). */
    adExpiry: AdExpiryJob;
  }
}
