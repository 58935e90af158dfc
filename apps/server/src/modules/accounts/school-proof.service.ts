import {
  type CampusDirectory,
  campusTopic,
  HUB_CAMPUS_ID,
  normaliseEmail,
  validateSchoolEmail,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import type { CampusRow } from '../campuses/campuses.repository';
import type { UserRow } from './accounts.service';
import { insertNewUserPost, isTaken, verifySchoolByAccountEmail } from './school-proof.repository';

// The school join by a code (me/school-join.service.ts) writes the same rows.
export { insertNewUserPost, isTaken } from './school-proof.repository';

/**
 * A proven account e-mail on an open campus's school domain is that campus's school verification: the
 * account joins it (with its 'new user' post) without a second code. Called after each proof of the
 * account address (the account code, a sign-in link, a reset, Google); nothing changes for another
 * domain, a retired campus, a member already, or an address another account has as its school e-mail.
 */
export async function joinSchoolOfAccountEmail(
  deps: { db: Database; campuses: Pick<CampusDirectory<CampusRow>, 'list'>; bus?: EventBus },
  user: UserRow,
): Promise<UserRow> {
  if (!user.emailVerified || user.schoolVerified) return user;
  const email = normaliseEmail(user.email);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const campus = deps.campuses
    .list()
    .find(
      (c) => c.id !== HUB_CAMPUS_ID && !c.retiredAt && c.emailDomains.some((d) => d.toLowerCase() === domain),
    );
  if (!campus || validateSchoolEmail(email, campus.emailDomains, null)) return user;
  if (await isTaken(deps.db, 'schoolEmail', email, user.id)) return user;
  const joined = await deps.db
    .transaction(async (tx) => {
      const row = await verifySchoolByAccountEmail(tx, user.id, email, campus.id);
      return row ? { row, postId: await insertNewUserPost(tx, campus.id, user.id) } : null;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return null; // the address became another account's meanwhile
      throw err;
    });
  if (!joined) return user;
  await deps.bus?.publish(
    createRealtimeEvent(campusTopic(campus.id), 'post.created', { postId: joined.postId }),
  );
  return joined.row;
}
