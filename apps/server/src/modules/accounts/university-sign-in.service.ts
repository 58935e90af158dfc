import { campusTopic, normaliseEmail, validateEmail } from '@campus/domain';
import { uuidv7 } from '../../db/ids';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import { recordEvent } from '../events/events.service';
import { type EndedSession, findUserByEmail, insertUser } from './accounts.repository';
import { type AccountsDeps, deriveNewUserFields, retryUsernameRace, type SignedIn } from './accounts.service';
import { claimProvenAddress } from './address-proof.service';
import { isEmailBanned } from './bans.service';
import { insertNewUserPost } from './school-proof.repository';
import { joinByUniversity } from './university.repository';

/** What a campus's identity provider vouched for, once its answer passed every check. */
export interface UniversityIdentity {
  campusId: string;
  email: string;
  name: string;
  affiliation: string | null;
}

const refused = (message: string) => new AppError(403, 'sso_failed', message);

/**
 * Signs in the person a university sign-in vouched for: creates the account, or links to the one
 * with the same e-mail (the university proved the address, so an unproven registrant's password
 * goes, as after any proof), joins the campus without a code, and starts a session as the other
 * sign-ins do (better-auth's session, its cookie in the returned headers).
 */
export async function signInWithUniversity(
  deps: AccountsDeps,
  input: UniversityIdentity & { headers: Headers; failed: string },
): Promise<SignedIn & { created: boolean }> {
  const email = normaliseEmail(input.email);
  if (validateEmail(email)) throw refused(input.failed);
  if (await isEmailBanned(deps.db, email)) throw new AppError(403, 'banned');
  const ended: EndedSession[] = [];
  const now = new Date();
  const complete = () =>
    deps.db.transaction(async (tx) => {
      ended.length = 0;
      const existing = await findUserByEmail(tx, email);
      let user = existing
        ? await claimProvenAddress(tx, existing.id, { holdsPassword: false, ended })
        : await insertUser(tx, {
            id: uuidv7(),
            name: input.name,
            email,
            emailVerified: true,
            ...(await deriveNewUserFields(tx, input.name)),
          });
      const joinedBefore = user.schoolVerified && user.campusId === input.campusId;
      const joined = await joinByUniversity(tx, user.id, {
        campusId: input.campusId,
        schoolEmail: email,
        affiliation: input.affiliation,
        now,
        joinedBefore,
      });
      if (!joined) return null;
      user = joined;
      const postId = joinedBefore ? null : await insertNewUserPost(tx, input.campusId, user.id);
      if (!existing)
        await recordEvent(tx, 'Complete Registration', { userId: user.id, campusId: input.campusId });
      return { user, created: !existing, postId };
    });
  const result = await retryUsernameRace(complete, (err) =>
    isUniqueViolation(err, ['users_username_key', 'users_email_key', 'users_school_email_key']),
  );
  await deps.onSessionsEnded?.(ended);
  if (!result) throw refused(input.failed);
  if (result.postId)
    await deps.bus?.publish(
      createRealtimeEvent(campusTopic(input.campusId), 'post.created', { postId: result.postId }),
    );
  const issued = await deps.auth.api.issueSessionForUser({
    body: { userId: result.user.id },
    headers: input.headers,
    returnHeaders: true,
  });
  if (!result.created)
    await recordEvent(deps.db, 'Login', { userId: result.user.id, campusId: input.campusId });
  return { user: result.user, headers: issued.headers, created: result.created };
}
