import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timeTz } from './columns';

/** Product analytics events (spec: Submit Post, Complete Registration, Login). */
export const productEvents = pgTable(
  'product_events',
  {
    id: idColumn(),
    name: text('name').notNull(),
    userId: text('user_id'),
    campusId: text('campus_id'),
    createdAt: timeTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('product_events_name_created_idx').on(t.name, t.createdAt)],
);
