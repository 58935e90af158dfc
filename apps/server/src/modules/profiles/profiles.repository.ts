import { eq } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The person behind a username; the lookup is lowercased (community §5). */
export async function findProfileByUsername(db: Database, username: string) {
  const [row] = await db
    .select({
      ...authorColumns(),
      bio: users.bio,
      schoolVerified: users.schoolVerified,
      profileSetUp: users.profileSetUp,
      campusId: users.campusId,
      createdAt: users.createdAt,
      awayUntil: users.awayUntil,
      awayNote: users.awayNote,
      affiliation: users.affiliation,
      affiliationCheckedAt: users.affiliationCheckedAt,
    })
    .from(users)
    .where(eq(users.username, username.toLowerCase()));
  return row;
}
