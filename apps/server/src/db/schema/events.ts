import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';

/** Product analytics events (spec: Submit Post, Complete Registration, Login). */
export const productEvents = pgTable(
  'product_events',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    name: text('name').notNull(),
    userId: text('user_id'),
    campusId: text('campus_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_events_name_created_idx').on(t.name, t.createdAt)],
);
