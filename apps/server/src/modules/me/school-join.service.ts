import { campusTopic, SETTINGS_MESSAGES as M, normaliseEmail, validateSchoolEmail } from '@campus/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import { assertNotBanned, type UserRow } from '../accounts/accounts.service';
import { insertNewUserPost, isTaken } from '../accounts/school-proof.service';
import { assertCampusOpen } from '../campuses/campus-status';
import { checkCode, enforceCodeSendLimits, issueCode } from '../codes/codes.service';
import { assertEmailCodeAllowed } from '../sso/sso.service';
import { updateUser } from './me.repository';
import { bad, type MeDeps } from './me.service';

/** The campus a school e-mail joins: the campus site itself, or the `campus` parameter on the hub. */
export function joinCampusId(siteCampusId: string, requested: string | undefined): string {
  return siteCampusId === 'campus' ? (requested ?? '') : siteCampusId;
}

/** E-mails a code to a school address of the campus (the PIN page); the code-flow rules apply. */
export async function requestSchoolJoin(
  deps: MeDeps,
  user: UserRow,
  email: string,
  campusId: string,
  ip: string,
) {
  const campus = deps.campuses.byId(campusId);
  if (campus) assertCampusOpen(deps.campuses, campusId);
  const error = validateSchoolEmail(email, campus?.emailDomains ?? [], user.schoolEmail);
  if (error || !campus) throw bad('invalid_school_email', error ?? M.somethingWentWrong);
  await assertEmailCodeAllowed(deps.db, campus);
  const next = normaliseEmail(email);
  await assertNotBanned(deps.db, next);
  if (await isTaken(deps.db, 'schoolEmail', next, user.id))
    throw bad('school_email_taken', M.emailTaken, 409);
  const flow = { userId: user.id, purpose: 'school', target: next } as const;
  await enforceCodeSendLimits(deps, { ...flow, ip });
  await deps.db.transaction((tx) => issueCode(tx, { ...flow, campusId, campusShortName: campus.shortName }));
  deps.nudgeMail();
}

/**
 * Confirms a school e-mail with its code: the user becomes a verified member of the campus and a
 * 'new user' post announces it, in one transaction.
 */
export async function confirmSchoolJoin(
  deps: MeDeps,
  user: UserRow,
  input: { email: string; campusId: string; code: string; ip: string },
): Promise<{ user: UserRow; postId: string }> {
  if (!input.code.trim()) throw bad('code_required', M.codeRequired);
  assertCampusOpen(deps.campuses, input.campusId);
  const email = normaliseEmail(input.email);
  const flow = { userId: user.id, purpose: 'school', target: email, ip: input.ip, code: input.code } as const;
  const result = await checkCode(deps, flow, async (tx, match) => {
    if (match.campusId !== input.campusId) return null;
    const row = await updateUser(tx, user.id, {
      schoolVerified: true,
      schoolVerifiedAt: new Date(),
      schoolEmail: email,
      campusId: input.campusId,
    });
    const postId = await insertNewUserPost(tx, input.campusId, user.id);
    return { user: row!, postId };
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw bad('school_email_taken', M.emailTaken, 409);
    throw err;
  });
  await deps.bus.publish(
    createRealtimeEvent(campusTopic(input.campusId), 'post.created', { postId: result.postId }),
  );
  return result;
}
