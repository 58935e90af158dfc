// Who may read a campus: the one rule for every read route (feed, media, about, post pages, search,
// people, suggestions, profile posts, user search) and for the realtime socket's campus topic.
import { findCatalogueCampus, MESSAGES } from '@campus/domain';
import { AppError } from '../../http/errors';
import type { CampusAccess, VisibleCampus } from '../../http/guards';
import { assertVerified } from './account-checks';
import type { UserRow } from './accounts.repository';

/**
 * - 'guest': nobody signed in, or an account whose e-mail is not verified (every page sends it to
 *   /verify, so it reads no more than a guest);
 * - 'reader': a verified account that is not a school-verified member of this campus;
 * - 'member': a verified account with a verified school e-mail of this campus.
 */
export type { CampusAccess };

/** The viewer's access to `campusId`. */
export function campusAccess(viewer: UserRow | null, campusId: string): CampusAccess {
  if (!viewer?.emailVerified) return 'guest';
  return viewer.schoolVerified && viewer.campusId === campusId ? 'member' : 'reader';
}

/** A campus's privacy is a fact of the catalogue (seeded into the table at start): no query. */
export function campusPrivacy(campusId: string): 'private' | 'public' {
  return findCatalogueCampus(campusId)?.privacy ?? 'private';
}

/** Whether `access` may read the campus: a guest reads only a public campus. */
export function canReadCampus(access: CampusAccess, campusId: string): boolean {
  return access !== 'guest' || campusPrivacy(campusId) === 'public';
}

/**
 * The viewer's access after checking that they may read the campus: on a private campus a guest
 * gets 401 campus_private and an unverified account 403 not_verified.
 */
export function assertCanReadCampus(viewer: UserRow | null, campusId: string): CampusAccess {
  const access = campusAccess(viewer, campusId);
  if (canReadCampus(access, campusId)) return access;
  if (viewer) assertVerified(viewer);
  throw new AppError(401, 'campus_private', MESSAGES.privateCampus.title);
}

/** The campus, the viewer's access and the viewer (null for a guest), once the viewer may read it. */
export function visibleCampusFor(user: UserRow | null, campusId: string): VisibleCampus {
  const access = assertCanReadCampus(user, campusId);
  return { campusId, access, viewer: access === 'guest' ? null : user };
}
