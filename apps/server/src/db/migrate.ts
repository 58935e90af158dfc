import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Any number; the same for every instance so they take turns migrating. */
const MIGRATION_LOCK_KEY = 724_101;

/**
 * Applies the pending SQL migrations under a session advisory lock, so several instances starting
 * together migrate once.
 */
export async function runMigrations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migrate(tx as unknown as Database, { migrationsFolder: MIGRATIONS_DIR });
  });
}
