import crypto from 'node:crypto';
import type { AnalyticsBody } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventBus } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { hitLimit, type LimitRule } from '../rate-limits/rate-limit.service';
import { publishAdUpdated } from './ads.events';
import {
  countPostAction,
  findRunningAdOfPost,
  insertAnalyticsAction,
  insertReach,
} from './analytics.repository';

export interface AnalyticsDeps {
  db: Database;
  /** Keys the viewer hashes (derived from AUTH_SECRET): raw IP addresses are never stored. */
  secret: string;
  /** Staff addresses whose actions are not counted (ANALYTICS_EXCLUDED_EMAILS). */
  excludedEmails: string[];
  bus: EventBus;
  /** How many actions one viewer may have counted in a window (page-session ids come from clients). */
  perViewer: LimitRule;
}

/** Beyond 200 counted actions in 15 minutes a viewer's actions are not counted. */
export const ANALYTICS_PER_VIEWER: LimitRule = { max: 200, windowMs: 15 * 60_000 };

/** A stable, secret-keyed identity for a viewer: the signed-in user, else the IP address. */
export function viewerKey(secret: string, viewer: UserRow | null, ip: string): string {
  const key = crypto.createHmac('sha256', secret).update('ad-analytics-viewer').digest();
  return crypto
    .createHmac('sha256', key)
    .update(viewer ? `user:${viewer.id}` : `ip:${ip}`)
    .digest('base64url');
}

/**
 * Counts one action on a boosted post (trackPostAnalytics, §4.7, §7.5): only while the post's ad is
 * active and unexpired, once per post, action, viewer and page session (a unique key), and the
 * viewer once into accounts_reached; staff and the ad's owner are skipped. Never throws: failures
 * are only logged.
 */
export async function trackPostAnalytics(
  deps: AnalyticsDeps,
  input: AnalyticsBody,
  viewer: UserRow | null,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    if (viewer && deps.excludedEmails.includes(viewer.email.toLowerCase())) return;
    const key = viewerKey(deps.secret, viewer, ip);
    // Keyed by the hashed viewer: the address itself is never stored, here either.
    if (!(await hitLimit(deps.db, `analytics:${key}`, deps.perViewer)).allowed) return;
    const now = new Date();
    const counted = await deps.db.transaction(async (tx) => {
      const active = await findRunningAdOfPost(tx, input.postId, now);
      // The seller's own looks at their ad are not reach.
      if (!active || active.userId === viewer?.id) return null;
      const fresh = await insertAnalyticsAction(tx, {
        postId: input.postId,
        action: input.actionType,
        viewerKey: key,
        pageSessionId: input.pageSessionId,
      });
      if (!fresh) return null;
      const reached = await insertReach(tx, input.postId, key);
      await countPostAction(tx, input.postId, input.actionType, reached);
      return active;
    });
    if (counted) await publishAdUpdated(deps.bus, counted);
  } catch (err) {
    log.warn({ err, postId: input.postId }, 'ad analytics not recorded');
  }
}
