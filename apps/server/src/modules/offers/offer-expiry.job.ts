import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { expireOffer } from './offers.repository';

export const OFFER_EXPIRY_JOB = 'offer-expiry';

const runData = z.object({ offerId: z.uuid(), expiresAt: z.iso.datetime() });

export interface OfferExpiry {
  /** Queues the open offer's expiry at its time (a counter moves the time: another run for it). */
  schedule(offer: { id: string; expiresAt: Date }): Promise<void>;
  /** Expires the offer if it is still open past its time; whether it did. */
  runOnce(data: unknown): Promise<boolean>;
}

/**
 * An offer with no answer expires after 24 hours: one pg-boss run per offer and time, queued with
 * startAfter and a singletonKey (whichever instance asks, it is queued once, and one instance takes
 * it). The run is one conditional UPDATE, so a retry or a second run changes nothing.
 */
export function defineOfferExpiry(jobs: JobQueue, db: Database, log: FastifyBaseLogger): OfferExpiry {
  const runOnce = async (data: unknown) => {
    const { offerId } = runData.parse(data);
    return Boolean(await expireOffer(db, offerId, new Date()));
  };
  jobs.define({
    name: OFFER_EXPIRY_JOB,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    run: async (data) => {
      try {
        await runOnce(data);
      } catch (err) {
        log.warn({ err }, 'offer expiry failed');
        throw err;
      }
    },
  });
  return {
    runOnce,
    async schedule(offer) {
      const expiresAt = offer.expiresAt.toISOString();
      await jobs.sendLater(
        OFFER_EXPIRY_JOB,
        { offerId: offer.id, expiresAt },
        { startAfter: offer.expiresAt, singletonKey: `${offer.id}@${expiresAt}` },
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The offers' expiry (tests run one at a chosen time). */
    offerExpiry: OfferExpiry;
  }
}
