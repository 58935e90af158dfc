import type { Executor, Tx } from '../../db/client';
import { findRatingForModeration, markRatingRemoved, markRatingRestored } from './ratings.repository';

// Reports and removal of ratings (issues 16 and 17): a rating is reported like any content; once a
// moderator removes it, the row stays for the audit log and every read of ratings leaves it out.

export type ModeratedRating = NonNullable<Awaited<ReturnType<typeof findRatingForModeration>>>;

/** A rating as moderation sees it, removed or not. */
export function findModeratedRating(db: Executor, id: string): Promise<ModeratedRating | undefined> {
  return findRatingForModeration(db, id);
}

/** Removes a rating from the profile and its average, in the caller's transaction. False when it already was. */
export function removeRating(tx: Tx, id: string): Promise<boolean> {
  return markRatingRemoved(tx, id);
}

/** Brings back a removed rating (an appeal reversed). False when it was not removed. */
export function restoreRating(tx: Tx, id: string): Promise<boolean> {
  return markRatingRestored(tx, id);
}
