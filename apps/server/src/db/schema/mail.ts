import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './auth';

/**
 * The outbox of e-mails (spec: collection `mail`). Rows are written in the transaction of the action
 * that causes them and delivered after commit by the mail worker.
 * state: pending → sent (SMTP) | captured (kept for the dev inbox) | failed (after the last retry).
 */
export const mail = pgTable(
  'mail',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
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
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_pending_idx').on(t.nextAttemptAt).where(sql`state = 'pending'`),
    index('mail_to_created_idx').on(t.to, t.createdAt),
    index('mail_about_user_idx').on(t.aboutUserId).where(sql`about_user_id is not null`),
  ],
);
