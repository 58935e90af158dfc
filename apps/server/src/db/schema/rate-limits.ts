import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timeTz } from './columns';

/** Fixed-window counters shared by every instance: one row per key (e.g. 'login:ip:1.2.3.4'). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timeTz('window_started_at').notNull(),
  /** Set when a lockout rule trips: refused until then whatever the count. */
  lockedUntil: timeTz('locked_until'),
});
