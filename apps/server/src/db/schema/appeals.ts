import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { campusRef, createdAt, idColumn, time, userRef } from './columns';
import { moderationActions } from './moderation';

/** A member's appeal against one moderation action: once per action, answered by the campus's moderators. */
export const appeals = pgTable(
  'appeals',
  {
    id: idColumn(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    campusId: campusRef(),
    userId: userRef(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'upheld', 'reversed'] })
      .notNull()
      .default('open'),
    clientKey: uuid('client_key'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: time('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appeals_action_idx').on(t.actionId),
    index('appeals_open_idx').on(t.campusId, t.createdAt).where(sql`status = 'open'`),
    index('appeals_user_idx').on(t.userId),
  ],
);
