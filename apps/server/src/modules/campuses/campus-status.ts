// A retired campus keeps its site and its members' data readable, but takes no new members, posts,
// comments, uploads or messages.
import { CAMPUS_ADMIN_MESSAGES, type CampusDirectory } from '@campus/domain';
import { AppError } from '../../http/errors';
import type { CampusRow } from './campuses.repository';

export type CampusLookup = Pick<CampusDirectory<CampusRow>, 'byId'>;

/** 403 campus_retired, with the sentence that names the campus, when `campusId` is retired. */
export function assertCampusOpen(campuses: CampusLookup, campusId: string): void {
  const campus = campuses.byId(campusId);
  if (campus?.retiredAt)
    throw new AppError(403, 'campus_retired', CAMPUS_ADMIN_MESSAGES.retiredRefusal(campus.shortName));
}
