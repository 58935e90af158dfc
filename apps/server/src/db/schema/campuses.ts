import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timeTz } from './columns';

/** The campus catalogue (accounts-and-money §3), seeded from packages/domain at start. */
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
  createdAt: timeTz('created_at').notNull(),
  updatedAt: timeTz('updated_at').notNull().defaultNow(),
});
