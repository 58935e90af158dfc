import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fileDeletions } from '../../db/schema';

/** Up to `limit` queued file keys, oldest first. */
export async function listQueuedFileDeletions(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: fileDeletions.key })
    .from(fileDeletions)
    .orderBy(asc(fileDeletions.createdAt), asc(fileDeletions.key))
    .limit(limit);
  return rows.map((r) => r.key);
}

/** Forgets queued keys whose files are gone. */
export async function removeQueuedFileDeletions(db: Executor, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(fileDeletions).where(inArray(fileDeletions.key, keys));
}
