import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Asks the database the smallest question; throws when it does not answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
