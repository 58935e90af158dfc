import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventBus } from '../../platform/realtime/bus';
import { publishAdUpdated } from './ads.events';
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
export function startAdExpiry(
  db: Database,
  bus: EventBus,
  intervalMs: number,
  log: FastifyBaseLogger,
): AdExpiryJob {
  const runOnce = async (now = new Date()) => {
    const completed = await completeExpiredAds(db, now);
    await Promise.all(completed.map((ad) => publishAdUpdated(bus, ad)));
    return completed.length;
  };
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
