import { and, eq, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import type { Executor } from '../../db/client';
import { olderThan, type TimeKey } from '../../db/paging';
import { ads, checkoutSessions, posts, users } from '../../db/schema';

/** A campus's ads waiting for review, newest first, with their posts and owners. One query. */
export async function listAdsInReviewPage(
  db: Executor,
  campusId: string,
  before: TimeKey | undefined,
  limit: number,
) {
  return db
    .select({
      id: ads.id,
      title: ads.title,
      amountBudgetedCents: ads.amountBudgetedCents,
      durationMinutes: ads.durationMinutes,
      createdAt: ads.createdAt,
      postId: ads.postId,
      postText: posts.plainText,
      owner: authorColumns(),
    })
    .from(ads)
    .innerJoin(posts, eq(posts.id, ads.postId))
    .innerJoin(users, eq(users.id, ads.userId))
    .where(
      and(eq(ads.campusId, campusId), eq(ads.status, 'in_review'), olderThan(ads.createdAt, ads.id, before)),
    )
    .orderBy(sql`${ads.createdAt} desc`, sql`${ads.id} desc`)
    .limit(limit);
}

/** The paid checkout of an ad (what a refund gives back). */
export async function findPaidCheckoutOfAd(db: Executor, adId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.adId, adId), eq(checkoutSessions.paymentStatus, 'paid')));
  return row;
}

/** Records the refund of a checkout. */
export async function markCheckoutRefunded(db: Executor, id: string, refundId: string) {
  await db
    .update(checkoutSessions)
    .set({ refundId, refundedAt: sql`now()` })
    .where(eq(checkoutSessions.id, id));
}
