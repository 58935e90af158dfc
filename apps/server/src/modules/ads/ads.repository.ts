import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { notBlockedBy } from '../../db/blocks';
import type { Executor, Tx } from '../../db/client';
import {
  keysetPage,
  listedUnlessSold,
  mediaOfPost,
  notHeld,
  notRemoved,
  postColumns,
  savedBy,
} from '../../db/post-rows';
import { placeholder, prepared } from '../../db/prepared';
import { ads, checkoutSessions, posts, users } from '../../db/schema';

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

/** Ads with their posts' counters, to narrow with `where`. */
const selectAdViews = (db: Executor) =>
  db.select(adColumns).from(ads).innerJoin(posts, eq(posts.id, ads.postId)).$dynamic();

/** A user's ads on a campus, newest first, after a (createdAt, id) key. One query. */
export async function listAdsOf(
  db: Executor,
  userId: string,
  campusId: string,
  limit: number,
  after?: { at: Date; id: string },
) {
  return keysetPage(
    selectAdViews(db),
    [ads.createdAt, ads.id],
    after && [after.at, after.id],
    limit,
    eq(ads.userId, userId),
    eq(ads.campusId, campusId),
  );
}

/** One ad with its post's counters. */
export async function findAdView(db: Executor, id: string) {
  const [row] = await selectAdViews(db).where(eq(ads.id, id));
  return row;
}

/** An ad, held for update until the transaction ends. */
export async function lockAd(tx: Tx, id: string): Promise<AdRecord | undefined> {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  return row;
}

/** An ad's status, if the ad exists. */
export async function findAdStatus(db: Executor, id: string): Promise<AdRecord['status'] | undefined> {
  const [row] = await db.select({ status: ads.status }).from(ads).where(eq(ads.id, id));
  return row?.status;
}

/** A new ad (status checkout until it is paid). */
export async function insertAd(tx: Executor, values: typeof ads.$inferInsert): Promise<AdRecord> {
  const [row] = await tx.insert(ads).values(values).returning();
  return row!;
}

/**
 * A new ad, unless the user already made one with this client key: then undefined (the unique
 * index waits for a concurrent insert of the same key to commit or roll back).
 */
export async function insertAdOnce(
  tx: Executor,
  values: typeof ads.$inferInsert & { clientKey: string },
): Promise<AdRecord | undefined> {
  const [row] = await tx
    .insert(ads)
    .values(values)
    .onConflictDoNothing({ target: [ads.userId, ads.clientKey], where: sql`client_key is not null` })
    .returning();
  return row;
}

/** The ad a user made with a client key and its checkout's id and hosted page, if any. */
export async function findAdByClientKey(db: Executor, userId: string, clientKey: string) {
  const [row] = await db
    .select({ adId: ads.id, checkoutUrl: checkoutSessions.checkoutUrl })
    .from(ads)
    .leftJoin(checkoutSessions, eq(checkoutSessions.adId, ads.id))
    .where(and(eq(ads.userId, userId), eq(ads.clientKey, clientKey)))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

/** Changes an ad's fields. */
export async function updateAd(tx: Executor, id: string, set: Partial<typeof ads.$inferInsert>) {
  await tx.update(ads).set(set).where(eq(ads.id, id));
}

/**
 * Stops the post's running (active or paused) ads for good: a paused one ended at its pause, an
 * active one now (the post was sold). Returns the ads stopped.
 */
export async function stopRunningAdsOfPost(tx: Executor, postId: string, now: Date) {
  return tx
    .update(ads)
    .set({
      status: 'stopped',
      endedAt: sql`case when ${ads.status} = 'paused' then coalesce(${ads.pausedAt}, ${now}) else ${now} end`,
      pausedAt: null,
      lastModified: now,
    })
    .where(and(eq(ads.postId, postId), or(eq(ads.status, 'active'), eq(ads.status, 'paused'))))
    .returning({ id: ads.id, userId: ads.userId, postId: ads.postId });
}

export async function deleteAdRow(tx: Executor, id: string) {
  await tx.delete(ads).where(eq(ads.id, id));
}

/** The ad a post points at (posts.ad_id), its row held for update until the transaction ends. */
export async function lockPostAdId(tx: Tx, postId: string): Promise<string | null | undefined> {
  const [post] = await tx.select({ adId: posts.adId }).from(posts).where(eq(posts.id, postId)).for('update');
  return post?.adId;
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

/** The post shows this ad (its call to action, sponsored) or, with null, none. */
export async function pointPostAtAd(tx: Executor, postId: string, ad: Pick<AdRecord, 'id' | 'cta'> | null) {
  await tx
    .update(posts)
    .set({ adId: ad?.id ?? null, cta: ad?.cta ?? null, isSponsored: Boolean(ad) })
    .where(eq(posts.id, postId));
}

const activeAdPosts = prepared('active_ad_posts', (db) =>
  db
    .select({
      ...postColumns,
      media: mediaOfPost,
      likedByMe: savedBy(placeholder('viewerId')),
      adStatus: ads.status,
      adCta: ads.cta,
      sponsoredAdId: ads.id,
    })
    .from(ads)
    .innerJoin(posts, eq(posts.id, ads.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(ads.campusId, placeholder('campusId')),
        sql`${ads.status} = 'active'`,
        or(gt(ads.endTimeAdjusted, placeholder('now')), isNull(ads.endTimeAdjusted)),
        notRemoved(),
        notHeld(),
        notBlockedBy(placeholder('viewerId'), posts.userId),
        listedUnlessSold(false),
        // A filtered feed shows only the ads that fit its category.
        sql`(${placeholder('category')}::text is null or ${posts.category} = ${placeholder('category')})`,
      ),
    )
    .orderBy(sql`${ads.endTimeAdjusted} asc nulls last`, desc(ads.createdAt))
    .limit(placeholder('limit')),
);

/**
 * Active, unexpired ads of a campus with their posts, media and the viewer's saves (community §7
 * Active ads): ending soonest first, then newest; an ad without an end runs until paused; without
 * removed posts, sold ones and ads by people the viewer blocked; with `category`, only posts of it.
 * One query.
 */
export async function listActiveAdPosts(
  db: Executor,
  campusId: string,
  viewerId: string | null,
  now: Date,
  limit: number,
  category: string | null = null,
) {
  return activeAdPosts(db).execute({ campusId, viewerId, now, limit, category });
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
