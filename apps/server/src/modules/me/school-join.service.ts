import {
  type CampusDirectory,
  campusTopic,
  HUB_CAMPUS_ID,
  SETTINGS_MESSAGES as M,
  normaliseEmail,
  validateSchoolEmail,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { EventBus } from '../../platform/realtime/bus';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import { assertNotBanned, type UserRow } from '../accounts/accounts.service';
import { assertCampusOpen } from '../campuses/campus-status';
import type { CampusRow } from '../campuses/campuses.repository';
import { checkCode, enforceCodeSendLimits, issueCode } from '../codes/codes.service';
import { insertNewUserPost, isTaken, updateUser, verifySchoolByAccountEmail } from './me.repository';
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
