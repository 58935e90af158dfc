import { pgTable, text } from 'drizzle-orm/pg-core';
import { timeTz } from './columns';

/**
 * Stored files to delete, queued in the transaction that deletes their rows (account deletion) and
 * removed after commit by the file-deletion job, which retries until the storage confirms.
 */
export const fileDeletions = pgTable('file_deletions', {
  key: text('key').primaryKey(),
  createdAt: timeTz('created_at').notNull().defaultNow(),
});
