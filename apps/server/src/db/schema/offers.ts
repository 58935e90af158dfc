import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, time } from './columns';
import { tradeColumns } from './trade-columns';

/**
 * A buyer's offer on a listing, in the chat with its seller (migration 0024). `proposed_by` set the
 * current amount; the other answers. Accepted, it holds the buyer's handoff code, which the seller
 * confirms to close the sale. Goes with the chat, the listing or either person.
 */
export const offers = pgTable(
  'offers',
  {
    ...tradeColumns(),
    amountCents: integer('amount_cents').notNull(),
    message: text('message'),
    status: text('status', {
      enum: ['open', 'accepted', 'declined', 'withdrawn', 'expired', 'closed', 'released', 'sold'],
    })
      .notNull()
      .default('open'),
    expiresAt: time('expires_at').notNull(),
    handoffCode: text('handoff_code'),
    handoffFailures: integer('handoff_failures').notNull().default(0),
    handoffLockedUntil: time('handoff_locked_until'),
    clientKey: uuid('client_key'),
    clientHash: text('client_hash'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('offers_chat_idx').on(t.chatId, t.createdAt),
    index('offers_campus_created_idx').on(t.campusId, t.createdAt),
    index('offers_post_idx').on(t.postId, t.status),
    index('offers_seller_idx').on(t.sellerId, t.createdAt),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt),
    uniqueIndex('offers_open_key').on(t.postId, t.buyerId).where(sql`status = 'open'`),
    uniqueIndex('offers_accepted_key').on(t.postId).where(sql`status = 'accepted'`),
    uniqueIndex('offers_client_key_idx').on(t.buyerId, t.clientKey).where(sql`client_key is not null`),
  ],
);
