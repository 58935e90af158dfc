import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campusSso, ssoAssertions, ssoRequests } from '../../db/schema';

export type CampusSsoRow = typeof campusSso.$inferSelect;

export async function findCampusSso(db: Executor, campusId: string): Promise<CampusSsoRow | undefined> {
  const [row] = await db.select().from(campusSso).where(eq(campusSso.campusId, campusId)).limit(1);
  return row;
}

export async function saveCampusSso(db: Executor, row: typeof campusSso.$inferInsert): Promise<CampusSsoRow> {
  const { campusId: _key, ...changes } = row;
  const [saved] = await db
    .insert(campusSso)
    .values(row)
    .onConflictDoUpdate({ target: campusSso.campusId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return saved!;
}

export async function deleteCampusSso(db: Executor, campusId: string): Promise<boolean> {
  const rows = await db.delete(campusSso).where(eq(campusSso.campusId, campusId)).returning();
  return rows.length > 0;
}

export async function insertSsoRequest(
  db: Executor,
  row: { id: string; campusId: string; returnTo: string; browserKeyHash: string },
) {
  await db.insert(ssoRequests).values(row);
}

/** A request of ours on this campus, sent after `since`, or undefined. */
export async function findSsoRequest(db: Executor, id: string, campusId: string, since: Date) {
  const [row] = await db
    .select()
    .from(ssoRequests)
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.campusId, campusId), gt(ssoRequests.createdAt, since)))
    .limit(1);
  return row;
}

/** Removes a request once answered (or stale); the removed row. */
export async function deleteSsoRequest(db: Executor, id: string, campusId: string) {
  const [row] = await db
    .delete(ssoRequests)
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.campusId, campusId)))
    .returning();
  return row;
}

/** Records an accepted assertion ID; false when it was accepted before (a replay). */
export async function recordAssertionOnce(
  db: Executor,
  row: { campusId: string; assertionId: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(ssoAssertions).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** Forgets requests and assertion IDs that could no longer be accepted anyway. */
export async function purgeStaleSso(db: Executor, requestsBefore: Date, now: Date): Promise<void> {
  await db.delete(ssoRequests).where(lt(ssoRequests.createdAt, requestsBefore));
  await db.delete(ssoAssertions).where(lt(ssoAssertions.expiresAt, now));
}
