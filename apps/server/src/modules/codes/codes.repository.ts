import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type CodePurpose = (typeof verificationCodes.$inferInsert)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(
  db: Executor,
  row: { userId: string; purpose: CodePurpose; code: number; target: string; campusId?: string | null },
): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/**
 * The user's codes of this purpose that can still be used (younger than `ttlMs`, not worn out),
 * locked: concurrent guesses wait, then see the wrong tries counted before them.
 */
export async function findLiveCodes(
  db: Executor,
  userId: string,
  purpose: CodePurpose,
  ttlMs: number,
  maxWrong: number,
): Promise<CodeRow[]> {
  return db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, new Date(Date.now() - ttlMs)),
        lt(verificationCodes.wrongAttempts, maxWrong),
      ),
    )
    .for('update');
}

export async function countWrongAttempt(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(verificationCodes)
    .set({ wrongAttempts: sql`${verificationCodes.wrongAttempts} + 1` })
    .where(sql`${verificationCodes.id} in ${ids}`);
}

export async function deleteCodes(db: Executor, userId: string, purpose: CodePurpose): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
}

/** Serialises code issuing of one user and purpose until the transaction ends (one live code). */
export async function lockCodeFlow(tx: Executor, userId: string, purpose: CodePurpose): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codes:${purpose}:${userId}`}))`);
}
