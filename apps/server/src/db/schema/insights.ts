import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { campusRef, time } from './columns';

/**
 * The days a member was active (migration 0028): one row a day, written on their first signed-in
 * request of the day (insights/activity.service.ts); goes with the account.
 */
export const memberActivityDays = pgTable(
  'member_activity_days',
  {
    campusId: campusRef(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'member_activity_days_pk', columns: [t.campusId, t.day, t.userId] })],
);

/**
 * A campus's figures for one finished day (UTC), written by the nightly `insights-rollup` job; the
 * hub's campus id holds every campus together. Today is read live, never stored.
 */
export const campusInsightDays = pgTable(
  'campus_insight_days',
  {
    campusId: campusRef(),
    day: date('day', { mode: 'string' }).notNull(),
    newMembers: integer('new_members').notNull(),
    dailyActive: integer('daily_active').notNull(),
    weeklyActive: integer('weekly_active').notNull(),
    monthlyActive: integer('monthly_active').notNull(),
    listingsPosted: integer('listings_posted').notNull(),
    listingsSold: integer('listings_sold').notNull(),
    confirmedSales: integer('confirmed_sales').notNull(),
    messages: integer('messages').notNull(),
    meetups: integer('meetups').notNull(),
    offers: integer('offers').notNull(),
    reportsOpened: integer('reports_opened').notNull(),
    reportsResolved: integer('reports_resolved').notNull(),
    medianResolveSeconds: integer('median_resolve_seconds'),
    computedAt: time('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'campus_insight_days_pk', columns: [t.campusId, t.day] })],
);
