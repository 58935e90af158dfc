import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campuses } from '../../db/schema';

export type CampusRow = typeof campuses.$inferSelect;

export async function findCampusById(db: Database, id: string): Promise<CampusRow | undefined> {
  const [row] = await db.select().from(campuses).where(eq(campuses.id, id)).limit(1);
  return row;
}

export async function listCampuses(db: Database): Promise<CampusRow[]> {
  return db.select().from(campuses).orderBy(asc(campuses.createdAt));
}
