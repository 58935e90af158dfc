import { and, asc, eq, or, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import type { Executor } from '../../db/client';
import { administrators, campusModerators, users } from '../../db/schema';

/** Whether the user is a site administrator. */
export async function isAdministrator(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: administrators.userId })
    .from(administrators)
    .where(eq(administrators.userId, userId));
  return Boolean(row);
}

/** Whether the user moderates the campus. */
export async function isCampusModerator(db: Executor, userId: string, campusId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: campusModerators.userId })
    .from(campusModerators)
    .where(and(eq(campusModerators.userId, userId), eq(campusModerators.campusId, campusId)));
  return Boolean(row);
}

/** The two roles as columns `admin` and `moderator` of a select (findRoles, and the page's shell answers). */
export function roleColumns(db: Executor, userId: string, campusId: string) {
  const { admin, moderator } = roleFields(db, userId, campusId);
  return sql`${admin} as admin, ${moderator} as moderator`;
}

/** The two roles as fields of a select: a rendered page reads them in its session's statement. */
export function roleFields(db: Executor, userId: string | SQLWrapper, campusId: string | Placeholder) {
  const admin = db
    .select({ userId: administrators.userId })
    .from(administrators)
    .where(eq(administrators.userId, userId));
  const moderator = db
    .select({ userId: campusModerators.userId })
    .from(campusModerators)
    .where(and(eq(campusModerators.userId, userId), eq(campusModerators.campusId, campusId)));
  return { admin: sql<boolean>`exists(${admin})`, moderator: sql<boolean>`exists(${moderator})` };
}

/** Both roles in one statement: whether the user is an administrator, and moderates the campus. */
export async function findRoles(
  db: Executor,
  userId: string,
  campusId: string,
): Promise<{ admin: boolean; moderator: boolean }> {
  const result = await db.execute<{ admin: boolean; moderator: boolean }>(
    sql`select ${roleColumns(db, userId, campusId)}`,
  );
  const row = result.rows[0];
  return { admin: row?.admin === true, moderator: row?.moderator === true };
}

/** Grants the administrator role; false when the user already had it. */
export async function insertAdministrator(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .insert(administrators)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: administrators.userId });
  return rows.length > 0;
}

/** Revokes the administrator role; false when the user did not have it. */
export async function deleteAdministrator(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(administrators)
    .where(eq(administrators.userId, userId))
    .returning({ userId: administrators.userId });
  return rows.length > 0;
}

/** The campus's moderators, longest-serving first (a campus has a handful: one query, no paging). */
export async function listCampusModerators(db: Executor, campusId: string) {
  return db
    .select({ user: authorColumns(), appointedAt: campusModerators.appointedAt })
    .from(campusModerators)
    .innerJoin(users, eq(users.id, campusModerators.userId))
    .where(eq(campusModerators.campusId, campusId))
    .orderBy(asc(campusModerators.appointedAt), asc(users.id));
}

/** Appoints a moderator; false when they already were one. */
export async function insertCampusModerator(
  db: Executor,
  campusId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .insert(campusModerators)
    .values({ campusId, userId })
    .onConflictDoNothing()
    .returning({ userId: campusModerators.userId });
  return rows.length > 0;
}

/** Removes a moderator; false when they were not one. */
export async function deleteCampusModerator(
  db: Executor,
  campusId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(campusModerators)
    .where(and(eq(campusModerators.campusId, campusId), eq(campusModerators.userId, userId)))
    .returning({ userId: campusModerators.userId });
  return rows.length > 0;
}

/** A school-verified member of the campus by username or e-mail (account or school address). */
export async function findCampusMember(db: Executor, campusId: string, usernameOrEmail: string) {
  const key = usernameOrEmail.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.campusId, campusId),
        eq(users.schoolVerified, true),
        or(eq(users.username, key), eq(users.email, key), eq(users.schoolEmail, key)),
      ),
    )
    .limit(1);
  return row;
}

/** A user id by account e-mail (the command line's `grant someone@example.com`). */
export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}
