import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { ads, checkoutSessions, posts, users } from '../../db/schema';
import { postColumns } from '../posts/posts.repository';

export type AdRecord = typeof ads.$inferSelect;

/** The first photo of the post (its smallest variant), for the ads list. */
const firstImage = sql<string | null>`(
  select coalesce(m.variants -> 0 ->> 'key', m.img_path) from post_media m
  where m.post_id = ${ads.postId} and m.kind = 'image' order by m.img_order limit 1)`;

const adColumns = {
  ad: ads,
  post: {
    plainText: posts.plainText,
    imgKey: firstImage,
    views: posts.views,
    accountsReached: posts.accountsReached,
    directMessages: posts.directMessages,
    copiedLink: posts.copiedLink,
    externalLinkClicks: posts.externalLinkClicks,
    profileVisits: posts.profileVisits,
  },
};
export type AdListRow = Awaited<ReturnType<typeof listAdsOf>>[number];

/** A user's ads on a campus, newest first, after a (createdAt, id) key. One query. */
export async function listAdsOf(
  db: Executor,
  userId: string,
  campusId: string,
  limit: number,
  after?: { at: Date; id: string },
) {
  return db
    .select(adColumns)
    .from(ads)
    .innerJoin(posts, eq(posts.id, ads.postId))
    .where(
      and(
        eq(ads.userId, userId),
        eq(ads.campusId, campusId),
        after ? sql`(${ads.createdAt}, ${ads.id}) < (${after.at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(limit);
}

/** One ad with its post's counters. */
export async function findAdView(db: Executor, id: string) {
  const [row] = await db
    .select(adColumns)
    .from(ads)
    .innerJoin(posts, eq(posts.id, ads.postId))
    .where(eq(ads.id, id));
  return row;
}

export async function lockAd(tx: Tx, id: string): Promise<AdRecord | undefined> {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  return row;
}

/** The post's latest paid ad (what posts.ad_id points at), if any. */
export async function latestPaidAdOf(db: Executor, postId: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.postId, postId),
        isNotNull(ads.startTime),
        exceptId ? sql`${ads.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(desc(ads.startTime))
    .limit(1);
  return row;
}

/** Statuses of ads by id (one query): the post page's badges. */
export async function statusesOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, AdRecord['status']>();
  const rows = await db.select({ id: ads.id, status: ads.status }).from(ads).where(inArray(ads.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/**
 * Active, unexpired ads of a campus with their posts (community §7 Active ads): ending soonest
 * first, then newest; an ad without an end runs until paused. One query.
 */
export async function listActiveAdPosts(db: Executor, campusId: string, now: Date, limit: number) {
  return db
    .select({ ...postColumns, adStatus: ads.status, adCta: ads.cta, sponsoredAdId: ads.id })
    .from(ads)
    .innerJoin(posts, eq(posts.id, ads.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(ads.campusId, campusId),
        eq(ads.status, 'active'),
        or(gt(ads.endTimeAdjusted, now), isNull(ads.endTimeAdjusted)),
      ),
    )
    .orderBy(sql`${ads.endTimeAdjusted} asc nulls last`, desc(ads.createdAt))
    .limit(limit);
}

/** Active ads whose end has passed become completed. Returns them. */
export async function completeExpiredAds(db: Executor, now: Date) {
  const rows = await db
    .update(ads)
    .set({ status: 'completed', endedAt: sql`${ads.endTimeAdjusted}`, lastModified: now })
    .where(
      and(eq(ads.status, 'active'), isNotNull(ads.endTimeAdjusted), sql`${ads.endTimeAdjusted} <= ${now}`),
    )
    .returning({ id: ads.id, userId: ads.userId, postId: ads.postId });
  return rows;
}

/** A checkout session by the provider's id; with `lock`, held for update until the transaction ends. */
export async function findCheckout(db: Executor, provider: string, providerSessionId: string, lock = false) {
  const query = db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider as 'local'),
        eq(checkoutSessions.providerSessionId, providerSessionId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const lockCheckout = (tx: Tx, provider: string, providerSessionId: string) =>
  findCheckout(tx, provider, providerSessionId, true);

/** The user's paid ads, newest payment first: the payments page's activity. */
export async function listPaidAdsOf(db: Executor, userId: string) {
  return db
    .select({
      id: ads.id,
      title: ads.title,
      amountCents: ads.amountBudgetedCents,
      paidAt: ads.lastChargedAt,
      status: ads.status,
      postId: ads.postId,
    })
    .from(ads)
    .where(and(eq(ads.userId, userId), isNotNull(ads.lastChargedAt)))
    .orderBy(desc(ads.lastChargedAt), asc(ads.id));
}
