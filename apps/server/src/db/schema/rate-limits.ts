import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every instance: one row per key (e.g. 'login:ip:1.2.3.4'). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** Set when a lockout rule trips: refused until then whatever the count. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
