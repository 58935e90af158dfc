import type { MeetingSpot } from '@campus/domain';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timeTz } from './columns';

/**
 * Every campus site and the hub: seeded from the catalogue in packages/domain when the database is
 * new; after that administrators keep it (the Campuses tab, `npm run admin -- campus`).
 */
export const campuses = pgTable('campuses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
  privacy: text('privacy', { enum: ['private', 'public'] }).notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  color: text('color').notNull(),
  accentColor: text('accent_color').notNull().default('#ffffff'),
  timeZone: text('time_zone').notNull().default('America/Chicago'),
  /** Safe places to meet a buyer or seller; few and always read with the campus, so one value. */
  meetingSpots: jsonb('meeting_spots').$type<MeetingSpot[]>().notNull().default(sql`'[]'::jsonb`),
  /** Storage key of the uploaded logo (WebP); null draws the monogram. */
  logoKey: text('logo_key'),
  /** Set while the campus is retired: no new members or posts; members still read. */
  retiredAt: timeTz('retired_at'),
  /** Renew or expire: 'Still selling…?' after this many days, expired after that many (bounded; 0026). */
  listingReminderDays: integer('listing_reminder_days').notNull().default(14),
  listingExpiryDays: integer('listing_expiry_days').notNull().default(30),
  createdAt: timeTz('created_at').notNull(),
  updatedAt: timeTz('updated_at').notNull().defaultNow(),
});
