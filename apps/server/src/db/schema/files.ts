import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files to delete, queued in the transaction that deletes their rows (account deletion) and
 * removed after commit by the file-deletion job, which retries until the storage confirms.
 */
export const fileDeletions = pgTable('file_deletions', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
