// Push delivery, after the action's commit, as the durable `push-delivery` job (pg-boss, decision
// 016): a notification that can push is written with push_pending in the action's transaction; the
// commit queues a run, and the schedule (every minute) picks up whatever a crash left. A run sends
// each pending notification's push (one query for everything about it, one for the subscriptions),
// then clears it: at least once, and a repeat replaces the earlier one (same topic and tag).
import crypto from 'node:crypto';
import {
  type CampusDirectory,
  campusOrigin,
  decidePush,
  type PushDecision,
  pushPayloadFor,
} from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { defineNudgedJob } from '../../platform/jobs/nudged-job';
import type { PushSender } from '../../platform/push/push-sender';
import {
  clearPendingPushes,
  deletePushEndpoints,
  findPushContext,
  listPendingPushContexts,
  type PushContext,
} from './push.repository';

export interface PushDeliveryDeps {
  db: Database;
  sender: PushSender;
  publicUrl: string;
  campuses: Pick<CampusDirectory, 'byId'>;
  /** Whether the member has the app open and visible right now (realtime/presence.ts). */
  isAppOpen(userId: string): boolean;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface PushOutcome {
  decision: PushDecision | 'gone';
  /** Pushes the push services accepted. */
  sent: number;
  /** Subscriptions deleted because their push service answered 404 or 410. */
  removed: number;
}

/** Messages wait a day for an offline phone; a message is urgent, the rest are not. */
const TTL_SECONDS = 24 * 60 * 60;

/** A push service topic: at most 32 URL-safe characters; a newer push of one thread replaces the older. */
const topicOf = (tag: string) => crypto.createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** Decides and sends the push of one committed notification to each of the recipient's browsers. */
export async function deliverPush(deps: PushDeliveryDeps, notificationId: string): Promise<PushOutcome> {
  const n = await findPushContext(deps.db, notificationId);
  if (!n) return { decision: 'gone', sent: 0, removed: 0 };
  return deliverPushOf(deps, n);
}

/** deliverPush for a notification whose context is already read (a batch: push.repository.ts). */
async function deliverPushOf(deps: PushDeliveryDeps, n: PushContext): Promise<PushOutcome> {
  const { subscriptions } = n;
  const decision = decidePush({
    notificationType: n.type,
    recipientId: n.toUserId,
    actorId: n.fromUserId,
    turnedOff: n.turnedOff,
    blocked: n.blocked,
    appOpen: deps.isAppOpen(n.toUserId),
    subscriptions: subscriptions.length,
  });
  const payload = pushPayloadFor({
    notificationType: n.type,
    actorName: `${n.actorFirstName} ${n.actorLastName}`,
    snippet: n.message,
    chatId: n.chatId,
    postId: n.postId,
  });
  if (decision !== 'send' || !payload || !n.campusId) return { decision, sent: 0, removed: 0 };
  const body = JSON.stringify({
    ...payload,
    url: campusOrigin(n.campusId, deps.publicUrl, deps.campuses) + payload.url,
  });
  const options = {
    ttlSeconds: TTL_SECONDS,
    urgency: payload.type === 'messages' ? ('high' as const) : ('normal' as const),
    topic: topicOf(payload.tag),
  };
  const results = await Promise.all(subscriptions.map((s) => deps.sender.send(s, body, options)));
  const gone = subscriptions.filter((_, i) => [404, 410].includes(results[i]!.status)).map((s) => s.endpoint);
  await deletePushEndpoints(deps.db, gone);
  const failed = results.filter((r) => r.status === 0 || r.status >= 400).length - gone.length;
  if (failed > 0)
    deps.log.warn({ notificationId: n.id, failed }, 'push: some push services refused or did not answer');
  return {
    decision,
    sent: results.filter((r) => r.status >= 200 && r.status < 300).length,
    removed: gone.length,
  };
}

export const PUSH_DELIVERY_JOB = 'push-delivery';
const BATCH = 100;

/**
 * Sends the pushes of every pending notification, oldest first, clearing each batch once sent: two
 * queries a batch of up to 100 (the batch with everything about it, then the clearing), whatever
 * the pushes.
 */
export async function drainPushes(deps: PushDeliveryDeps): Promise<{ delivered: number; sent: number }> {
  const total = { delivered: 0, sent: 0 };
  for (;;) {
    const batch = await listPendingPushContexts(deps.db, BATCH);
    for (const n of batch) {
      const outcome = await deliverPushOf(deps, n);
      total.sent += outcome.sent;
    }
    const ids = batch.map((n) => n.id);
    await clearPendingPushes(deps.db, ids);
    total.delivered += ids.length;
    if (ids.length < BATCH) return total;
  }
}

export interface PushDelivery {
  /** Sends the pending pushes now (tests; the job runs the same). */
  runOnce(): Promise<{ delivered: number; sent: number }>;
  /** Queues a run soon, on whichever instance (after a commit that wrote a pending push). */
  nudge(): void;
}

/**
 * The `push-delivery` job: queued after each commit that wrote a pushable notification and every
 * minute. A failed run (the database, not a push service: those are logged and dropped) is retried
 * by pg-boss with back-off; the notifications stay pending until a run clears them.
 */
export function definePushDelivery(jobs: JobQueue, deps: PushDeliveryDeps): PushDelivery {
  return defineNudgedJob(
    jobs,
    PUSH_DELIVERY_JOB,
    () => drainPushes(deps),
    deps.log,
    'push: job nudge failed',
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Push delivery after commits (tests run `pushDelivery.runOnce()`). */
    pushDelivery: PushDelivery;
  }
}
