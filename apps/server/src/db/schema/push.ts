import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, userRef } from './columns';

/**
 * Web Push subscriptions: one row per browser a member turned push on in (its push service URL and
 * the keys to encrypt for it). An endpoint belongs to one member at a time: signing in as someone
 * else on the same browser and turning push on moves it. Rows the push service answers 404/410
 * for are deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: userRef(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
