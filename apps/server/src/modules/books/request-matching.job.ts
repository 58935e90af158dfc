import { BOOK_MESSAGES, truncateAtWord } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { defineNudgedJob } from '../../platform/jobs/nudged-job';
import type { EventBus } from '../../platform/realtime/bus';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { publishNotifications } from '../notifications/notifications.service';
import { type Notice, notifyWithMail } from '../notifications/notify-with-mail';
import { claimUncheckedListings, recordMatches } from './books.repository';

export const REQUEST_MATCHING_JOB = 'request-matching';

export interface RequestMatching {
  /** Checks every new listing against the open requests now; how many requests were told (tests). */
  runOnce(): Promise<number>;
  /** Queues a run soon, on whichever instance (after a new listing's commit). */
  nudge(): void;
}

const BATCH = 20;

interface MatchingDeps {
  db: Database;
  bus: EventBus;
  activity: ActivityMailConfig;
  log: FastifyBaseLogger;
}

/**
 * New listings meet the open Looking-for posts: each listing is taken by one run (its row locked,
 * others skip it), each request it meets is noted once (request_matches' key) and its author told
 * in the app, by push and by e-mail as their settings say, from the seller. Blocked pairs never
 * meet (the match query, and notify's own check). In batches, until none is left.
 */
async function matchNewListings(deps: MatchingDeps): Promise<number> {
  let told = 0;
  for (;;) {
    const notices: Notice[] = [];
    let mailed = false;
    const claimed = await deps.db.transaction(async (tx) => {
      const listings = await claimUncheckedListings(tx, BATCH);
      for (const listing of listings) {
        for (const met of await recordMatches(tx, listing.id)) {
          const sent = await notifyWithMail(deps, tx, {
            to: met.user_id,
            from: listing.user_id,
            type: 'request match',
            campusId: listing.campus_id,
            rootId: listing.id,
            threadKey: `request:${met.request_id}`,
            message: BOOK_MESSAGES.mayBeWhatYouWant(truncateAtWord(listing.plain_text.trim(), 120)),
          });
          notices.push(sent.notice);
          mailed ||= sent.mailed;
        }
      }
      return listings.length;
    });
    await publishNotifications(deps, notices);
    if (mailed) deps.activity.nudgeMail();
    told += notices.filter(Boolean).length;
    if (claimed < BATCH) return told;
  }
}

/**
 * The `request-matching` job: queued after each new listing and every minute (so a crash loses
 * nothing), run by one worker at a time across the instances.
 */
export function defineRequestMatching(jobs: JobQueue, deps: MatchingDeps): RequestMatching {
  return defineNudgedJob(
    jobs,
    REQUEST_MATCHING_JOB,
    () => matchNewListings(deps),
    deps.log,
    'request matching nudge failed',
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Matching new listings to Looking-for posts (tests run `requestMatching.runOnce()`). */
    requestMatching: RequestMatching;
  }
}
