import crypto from 'node:crypto';
import type { AnalyticsAction, AnalyticsBody } from '@campus/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { adAnalyticsActions, adReach, ads, posts } from '../../db/schema';
import type { EventBus } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { hitLimit, type LimitRule } from '../rate-limits/rate-limit.service';
import { publishAdUpdated } from './ads.events';

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

const COUNTER = {
  view: posts.views,
  direct_message: posts.directMessages,
  copied_link: posts.copiedLink,
  external_link_click: posts.externalLinkClicks,
  profile_visit: posts.profileVisits,
} satisfies Record<AnalyticsAction, unknown>;

const COLUMN_KEY = {
  view: 'views',
  direct_message: 'directMessages',
  copied_link: 'copiedLink',
  external_link_click: 'externalLinkClicks',
  profile_visit: 'profileVisits',
} as const satisfies Record<AnalyticsAction, keyof typeof posts.$inferSelect>;

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
      const [active] = await tx
        .select({ id: ads.id, userId: ads.userId, postId: ads.postId })
        .from(posts)
        .innerJoin(ads, eq(ads.id, posts.adId))
        .where(
          and(
            eq(posts.id, input.postId),
            eq(ads.status, 'active'),
            or(isNull(ads.endTimeAdjusted), gt(ads.endTimeAdjusted, now)),
          ),
        );
      // The seller's own looks at their ad are not reach.
      if (!active || active.userId === viewer?.id) return null;
      const inserted = await tx
        .insert(adAnalyticsActions)
        .values({
          postId: input.postId,
          action: input.actionType,
          viewerKey: key,
          pageSessionId: input.pageSessionId,
        })
        .onConflictDoNothing()
        .returning({ postId: adAnalyticsActions.postId });
      if (inserted.length === 0) return null;
      const reached = await tx
        .insert(adReach)
        .values({ postId: input.postId, viewerKey: key })
        .onConflictDoNothing()
        .returning({ postId: adReach.postId });
      const column = COUNTER[input.actionType];
      await tx
        .update(posts)
        .set({
          [COLUMN_KEY[input.actionType]]: sql`${column} + 1`,
          accountsReached: sql`${posts.accountsReached} + ${reached.length}`,
        })
        .where(eq(posts.id, input.postId));
      return active;
    });
    if (counted) await publishAdUpdated(deps.bus, counted);
  } catch (err) {
    log.warn({ err, postId: input.postId }, 'ad analytics not recorded');
  }
}
