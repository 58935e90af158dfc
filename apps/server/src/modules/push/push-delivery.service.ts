// Push delivery, after the action's commit. It reads everything from the committed notification
// row (one query) plus the recipient's subscriptions, so it needs only notification ids: when the
// job queue (issue 15) lands, `deliverPush` becomes the job's handler and `createPushDispatch`'s
// fire-and-forget call becomes an enqueue. Until then a failed send is logged and dropped.
import crypto from 'node:crypto';
import { campusOrigin, decidePush, type PushDecision, pushPayloadFor } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { PushSender } from '../../platform/push/push-sender';
import { deletePushEndpoints, findPushContext, listPushSubscriptions } from './push.repository';

export interface PushDeliveryDeps {
  db: Database;
  sender: PushSender;
  publicUrl: string;
  /** Whether the member has the app open and visible right now (realtime/presence.ts). */
  isAppOpen(userId: string): boolean;
  /** Whether either person blocked the other (notifications/blocking.ts, the trust-and-safety hook). */
  isBlocked(db: Executor, recipientId: string, actorId: string): Promise<boolean>;
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
  const subscriptions = await listPushSubscriptions(deps.db, n.toUserId);
  const decision = decidePush({
    notificationType: n.type,
    recipientId: n.toUserId,
    actorId: n.fromUserId,
    turnedOff: n.turnedOff,
    blocked: await deps.isBlocked(deps.db, n.toUserId, n.fromUserId),
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
  const body = JSON.stringify({ ...payload, url: campusOrigin(n.campusId, deps.publicUrl) + payload.url });
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
    deps.log.warn({ notificationId, failed }, 'push: some push services refused or did not answer');
  return {
    decision,
    sent: results.filter((r) => r.status >= 200 && r.status < 300).length,
    removed: gone.length,
  };
}

export interface PushDispatch {
  /** Starts the pushes of notifications just committed; never waits, never throws. */
  deliver(notificationIds: string[]): void;
  /** Resolves when every push started so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

/** The after-commit hand-off used by publishNotifications (see the header of this file). */
export function createPushDispatch(deps: PushDeliveryDeps): PushDispatch {
  const pending = new Set<Promise<unknown>>();
  return {
    deliver(ids) {
      for (const id of ids) {
        const run = deliverPush(deps, id).catch((err: unknown) =>
          deps.log.warn({ err, id }, 'push: delivery failed'),
        );
        pending.add(run);
        void run.finally(() => pending.delete(run));
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Push delivery after commits (tests await `push.idle()`). */
    push: PushDispatch;
  }
}
