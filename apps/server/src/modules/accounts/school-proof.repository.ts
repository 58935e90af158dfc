// The users rows that an account's own e-mail proves: a school-verified member of the campus whose
// domain it is, and the checks of who else holds an address.
import { and, eq, ne, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campusSso, posts, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * Makes a verified account whose own e-mail is `schoolEmail` a school-verified member of `campusId`,
 * only while it is verified and not a member yet (so two proofs at once join once), and only while the
 * campus takes its school e-mail as proof (its administrator may require the university sign-in);
 * the row, or undefined when nothing changed.
 */
export async function verifySchoolByAccountEmail(
  db: Executor,
  userId: string,
  schoolEmail: string,
  campusId: string,
): Promise<UserRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ schoolVerified: true, schoolVerifiedAt: now, schoolEmail, campusId, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, true),
        eq(users.schoolVerified, false),
        notExists(
          db
            .select({ campusId: campusSso.campusId })
            .from(campusSso)
            .where(and(eq(campusSso.campusId, campusId), eq(campusSso.emailCodeAllowed, false))),
        ),
      ),
    )
    .returning();
  return row;
}

/** Whether an account (other than `exceptUserId`) has this username, e-mail or school e-mail. */
export async function isTaken(
  db: Executor,
  field: 'username' | 'email' | 'schoolEmail',
  value: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users[field], value), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** The 'new user' post that announces a member joining a campus; its id. */
export async function insertNewUserPost(db: Executor, campusId: string, userId: string): Promise<string> {
  const [post] = await db
    .insert(posts)
    .values({ campusId, userId, type: 'new user' })
    .returning({ id: posts.id });
  return post!.id;
}
