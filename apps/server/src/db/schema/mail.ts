import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timeTz } from './columns';

/**
 * The outbox of e-mails (spec: collection `mail`). Rows are written in the transaction of the action
 * that causes them and delivered after commit by the mail worker.
 * state: pending → sent (SMTP) | captured (kept for the dev inbox) | failed (after the last retry).
 */
export const mail = pgTable(
  'mail',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** The person an activity e-mail names; it goes with their account. */
    aboutUserId: text('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Extra headers such as List-Unsubscribe, as JSON. */
    headers: text('headers'),
    state: text('state', { enum: ['pending', 'sent', 'captured', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timeTz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timeTz('sent_at'),
    createdAt: timeTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_pending_idx').on(t.nextAttemptAt).where(sql`state = 'pending'`),
    index('mail_to_created_idx').on(t.to, t.createdAt),
    index('mail_about_user_idx').on(t.aboutUserId).where(sql`about_user_id is not null`),
  ],
);
