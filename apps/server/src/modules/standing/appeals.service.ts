import type { Executor } from '../../db/client';
import { listAppealsOf as readAppealsOf } from './appeals.repository';

// What the privacy module reads of appeals: a member's own, for their data download. Account
// deletion needs nothing here: appeals go with the users row, and the audit log forgets the subject.

/** A member's appeals, oldest first: what they wrote, on which action, how each was answered. */
export function listAppealsOf(db: Executor, userId: string) {
  return readAppealsOf(db, userId);
}
