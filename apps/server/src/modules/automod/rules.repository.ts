import type { CampusRules } from '@campus/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campusRules } from '../../db/schema';

/** The campus's saved rules; undefined while its moderators never changed them (the defaults apply). */
export async function findRules(db: Executor, campusId: string): Promise<CampusRules | undefined> {
  const [row] = await db
    .select({ rules: campusRules.rules })
    .from(campusRules)
    .where(eq(campusRules.campusId, campusId));
  return row?.rules;
}

/** Replaces the campus's rules (one row per campus). */
export async function upsertRules(
  db: Executor,
  campusId: string,
  rules: CampusRules,
  updatedBy: string,
): Promise<void> {
  await db
    .insert(campusRules)
    .values({ campusId, rules, updatedBy })
    .onConflictDoUpdate({
      target: campusRules.campusId,
      set: { rules, updatedBy, updatedAt: sql`now()` },
    });
}
