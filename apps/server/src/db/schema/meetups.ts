import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, time } from './columns';
import { tradeColumns } from './trade-columns';

/**
 * A meetup the two members of a chat agree about one listing: a place (one of the campus's safe
 * meeting spots or free text) and a time. `proposed_by` set the current time; the other answers.
 * Goes with the chat, the listing or either person.
 */
export const meetups = pgTable(
  'meetups',
  {
    ...tradeColumns(),
    place: text('place').notNull(),
    spot: boolean('spot').notNull().default(false),
    startsAt: time('starts_at').notNull(),
    status: text('status', { enum: ['proposed', 'accepted', 'declined', 'cancelled', 'done'] })
      .notNull()
      .default('proposed'),
    outcome: text('outcome', { enum: ['sold', 'not_sold'] }),
    /** Set by the reminder job's one run, so a retried run does not remind twice. */
    remindedAt: time('reminded_at'),
    /** Set by the run that asks the seller "Did the sale happen?" at the meetup's time. */
    askedAt: time('asked_at'),
    /** The buyer's 4-digit code once accepted, which the seller confirms at the handoff (migration 0024). */
    handoffCode: text('handoff_code'),
    handoffFailures: integer('handoff_failures').notNull().default(0),
    handoffLockedUntil: time('handoff_locked_until'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('meetups_chat_idx').on(t.chatId, t.createdAt),
    index('meetups_campus_created_idx').on(t.campusId, t.createdAt),
  ],
);
