import { AD_STATUSES } from '@campus/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { campusRef, idColumn, parentRef, time, userRef } from './columns';
import { type PostCta, posts } from './posts';

/**
 * A boost of a post (accounts-and-money §3 Ad, §4.6). Money in cents; `time_paused_ms` is the sum of
 * finished pauses; `end_time_adjusted` is null before payment and for an ad that runs until paused.
 */
export const ads = pgTable(
  'ads',
  {
    id: idColumn(),
    campusId: campusRef(),
    postId: parentRef('post_id', () => posts.id),
    userId: userRef(),
    title: text('title').notNull(),
    status: text('status', { enum: AD_STATUSES }).notNull().default('checkout'),
    cta: jsonb('cta').$type<PostCta>().notNull(),
    /** Always empty (§3): kept for the shape the spec names. */
    targeting: jsonb('targeting')
      .$type<{ locations: string[]; interests: string[]; school_years: string[] }>()
      .notNull()
      .default(sql`'{"locations":[],"interests":[],"school_years":[]}'::jsonb`),
    durationMinutes: integer('duration_minutes').notNull(),
    amountBudgetedCents: integer('amount_budgeted_cents').notNull(),
    runUntilPause: boolean('run_until_pause').notNull().default(false),
    startTime: time('start_time'),
    endTimeAdjusted: time('end_time_adjusted'),
    pausedAt: time('paused_at'),
    timePausedMs: bigint('time_paused_ms', { mode: 'number' }).notNull().default(0),
    /** When it was stopped or completed. */
    endedAt: time('ended_at'),
    lastChargedAt: time('last_charged_at'),
    /** The provider's payment (Stripe payment intent) once paid. */
    paymentId: text('payment_id'),
    /** The browser's key for this boost: a repeat with it answers with this ad (migration 0018). */
    clientKey: uuid('client_key'),
    createdAt: time('created_at').notNull().defaultNow(),
    lastModified: time('last_modified').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ads_client_key_idx').on(t.userId, t.clientKey).where(sql`client_key is not null`),
    index('ads_user_idx').on(t.userId, t.campusId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ads_post_idx').on(t.postId, t.createdAt),
    // The feed's sponsored posts and the expiry job: active ads by end.
    index('ads_active_idx').on(t.campusId, t.endTimeAdjusted).where(sql`status = 'active'`),
  ],
);

/** A checkout at the payment provider for one ad; the provider's session id is unique. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: idColumn(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    /** Null once the unpaid ad was cancelled. */
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    postId: uuid('post_id').notNull(),
    /** Null once the payer deleted their account: a paid session stays as the payment record. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    paymentId: text('payment_id'),
    /** The provider's hosted page, for a repeat of the same boost. */
    checkoutUrl: text('checkout_url'),
    fulfilledAt: time('fulfilled_at'),
    /** The provider's refund, when a moderator rejected the ad. */
    refundId: text('refund_id'),
    refundedAt: time('refunded_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_idx').on(t.provider, t.providerSessionId),
    index('checkout_sessions_ad_idx').on(t.adId),
  ],
);

/** Provider events already handled: a redelivered event id is ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: time('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The embedded ('local') payment provider's own sessions: what a hosted checkout would keep. The
 * ads module never reads this table; it asks the provider.
 */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  productName: text('product_name').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  paymentId: text('payment_id'),
  /** Set once the payment is refunded (a rejected ad). */
  refundId: text('refund_id'),
  createdAt: time('created_at').notNull().defaultNow(),
});

/**
 * One row per (post, action, viewer, page session): "once per post per page session" is a database
 * guarantee. The viewer key is an HMAC of the user id or of the IP address, never the raw address.
 */
export const adAnalyticsActions = pgTable(
  'ad_analytics_actions',
  {
    postId: parentRef('post_id', () => posts.id),
    action: text('action').notNull(),
    viewerKey: text('viewer_key').notNull(),
    pageSessionId: uuid('page_session_id').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.action, t.viewerKey, t.pageSessionId] })],
);

/** Distinct viewers of a post's ad: accounts_reached counts these rows. */
export const adReach = pgTable(
  'ad_reach',
  {
    postId: parentRef('post_id', () => posts.id),
    viewerKey: text('viewer_key').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey] })],
);
