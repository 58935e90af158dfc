import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import type { MediaVariant } from '../../db/schema';
import { uploads } from '../../db/schema';

/** How many files the user has uploaded and not yet attached to a post or message. */
export async function countUnclaimedUploads(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.claimedBy)));
  return row?.n ?? 0;
}

export type UploadRecord = typeof uploads.$inferSelect;

/** Records a processed file (its variants already stored). */
export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<UploadRecord> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/** The user's uploads among `ids` not yet attached, held for update until the transaction ends. */
export async function lockUnclaimedUploads(tx: Tx, userId: string, ids: string[]): Promise<UploadRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids), isNull(uploads.claimedBy)))
    .for('update');
}

/** The uploads now belong to the post (`claimed_by`). */
export async function markUploadsClaimed(tx: Executor, ids: string[], postId: string) {
  if (ids.length === 0) return;
  await tx.update(uploads).set({ claimedBy: postId }).where(inArray(uploads.id, ids));
}

/**
 * Deletes up to `limit` unattached uploads created before `before` and returns them (their files are
 * the caller's to delete). A post claiming one at the same moment holds its row lock; the delete
 * then re-checks `claimed_by` and skips it.
 */
export async function deleteUnclaimedUploadsBefore(
  db: Executor,
  before: Date,
  limit: number,
): Promise<{ id: string; fileName: string; variants: MediaVariant[] }[]> {
  const stale = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.claimedBy), lt(uploads.createdAt, before)))
    .limit(limit);
  return db
    .delete(uploads)
    .where(and(inArray(uploads.id, stale), isNull(uploads.claimedBy)))
    .returning({ id: uploads.id, fileName: uploads.fileName, variants: uploads.variants });
}
