import type { AnalyticsAction } from '@campus/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adAnalyticsActions, adReach, ads, posts } from '../../db/schema';

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

/** The ad the post points at, when it is active and unexpired at `now`. */
export async function findRunningAdOfPost(db: Executor, postId: string, now: Date) {
  const [active] = await db
    .select({ id: ads.id, userId: ads.userId, postId: ads.postId })
    .from(posts)
    .innerJoin(ads, eq(ads.id, posts.adId))
    .where(
      and(
        eq(posts.id, postId),
        eq(ads.status, 'active'),
        or(isNull(ads.endTimeAdjusted), gt(ads.endTimeAdjusted, now)),
      ),
    );
  return active;
}

/** Keeps one action of a viewer's page session; false when it was kept before (a unique key). */
export async function insertAnalyticsAction(
  tx: Executor,
  action: { postId: string; action: AnalyticsAction; viewerKey: string; pageSessionId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(adAnalyticsActions)
    .values(action)
    .onConflictDoNothing()
    .returning({ postId: adAnalyticsActions.postId });
  return inserted.length > 0;
}

/** Keeps the viewer as reached by the post; false when they were reached before. */
export async function insertReach(tx: Executor, postId: string, viewerKey: string): Promise<boolean> {
  const reached = await tx
    .insert(adReach)
    .values({ postId, viewerKey })
    .onConflictDoNothing()
    .returning({ postId: adReach.postId });
  return reached.length > 0;
}

/** Adds one to the post's counter of `action`, and one to accounts reached when `newReach`. */
export async function countPostAction(
  tx: Executor,
  postId: string,
  action: AnalyticsAction,
  newReach: boolean,
) {
  await tx
    .update(posts)
    .set({
      [COLUMN_KEY[action]]: sql`${COUNTER[action]} + 1`,
      accountsReached: sql`${posts.accountsReached} + ${newReach ? 1 : 0}`,
    })
    .where(eq(posts.id, postId));
}
