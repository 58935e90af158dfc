import type { DataExport } from '@campus/domain';
import type { Database } from '../../db/client';
import type { UserRow } from '../accounts/accounts.repository';
import { activeDaysOf } from '../insights/insights.service';
import { listAppealsOf } from '../standing/appeals.service';
import {
  readAdsOf,
  readBlocksOf,
  readMeetupsOf,
  readMessagesOf,
  readOffersOf,
  readPaymentsOf,
  readPostsOf,
  readProfile,
  readPushSubscriptionsOf,
  readRatingsOf,
  readSalesOf,
  readSavedSearchesOf,
  readSavesOf,
  readSearchesOf,
} from './data-export.repository';

/** Dates as ISO strings, everything else as JSON has it. */
const plain = <T>(value: T): Record<string, unknown>[] => JSON.parse(JSON.stringify(value));

/**
 * "Download my data": the profile, posts, comments, messages (of the person's chats), saves, ads,
 * payments, recent searches, blocks, push subscriptions, ratings, sales, saved searches, meetups,
 * offers, appeals and the days they were counted active, read in one read-only transaction (one
 * consistent snapshot). One query per kind whatever the amount.
 */
export async function exportMyData(db: Database, user: UserRow): Promise<DataExport> {
  const data = await db.transaction(
    async (tx) => {
      const profile = await readProfile(tx, user.id);
      const posts = await readPostsOf(tx, user.id);
      return {
        profile,
        posts: posts.filter((p) => p.post_commented_on === null),
        comments: posts.filter((p) => p.post_commented_on !== null),
        messages: await readMessagesOf(tx, user.id),
        saves: await readSavesOf(tx, user.id),
        ads: await readAdsOf(tx, user.id),
        payments: await readPaymentsOf(tx, user.id),
        searches: await readSearchesOf(tx, user.id),
        blocked: await readBlocksOf(tx, user.id),
        pushSubscriptions: await readPushSubscriptionsOf(tx, user.id),
        ratings: await readRatingsOf(tx, user.id),
        sales: await readSalesOf(tx, user.id),
        savedSearches: await readSavedSearchesOf(tx, user.id),
        meetups: await readMeetupsOf(tx, user.id),
        offers: await readOffersOf(tx, user.id),
        appeals: await listAppealsOf(tx, user.id),
        activeDays: await activeDaysOf(tx, user.id),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    format: 'campus-buy-sell/data-export/1',
    exportedAt: new Date().toISOString(),
    profile: plain(data.profile ?? {}) as unknown as Record<string, unknown>,
    posts: plain(data.posts),
    comments: plain(data.comments),
    messages: plain(data.messages),
    saves: plain(data.saves),
    ads: plain(data.ads),
    payments: plain(data.payments),
    searches: plain(data.searches),
    blocked: plain(data.blocked),
    pushSubscriptions: plain(data.pushSubscriptions),
    ratings: plain(data.ratings),
    sales: plain(data.sales),
    savedSearches: plain(data.savedSearches),
    meetups: plain(data.meetups),
    offers: plain(data.offers),
    appeals: plain(data.appeals),
    activeDays: plain(data.activeDays),
  };
}
