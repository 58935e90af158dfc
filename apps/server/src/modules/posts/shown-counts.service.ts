import type { HeldKind } from '@campus/domain';
import type { Executor } from '../../db/client';
import { type Hold, holdPostRow, releaseHeldPost } from '../automod/hold.service';
import { changeCommentCount, changeTotalPosts } from './post-changes.repository';

// The one rule of the stored counters: they count what everyone can see. A comment adds to its
// parent's comment_count and a top-level post to its author's total_posts while it is shown: not
// while it is held for review (a rule's hold at writing or an edit, reports' later), nor once it is
// removed or deleted. So: written held, nothing; held later, taken off; released, added (in the
// release's transaction); removed or deleted while held, nothing taken off.

/** A post or comment as its counter knows it: its author, and its parent when it is a comment. */
export type Counted = { userId: string; postCommentedOn: string | null };

/** Adds a post or comment to what it counts in (1: it shows now) or takes it off (-1: it stopped). */
export async function countShown(tx: Executor, item: Counted, delta: 1 | -1) {
  if (item.postCommentedOn) await changeCommentCount(tx, item.postCommentedOn, delta);
  else await changeTotalPosts(tx, item.userId, delta);
}

/**
 * Holds a post or comment that was shown (an edit's rule, reports): it stops counting in the same
 * transaction. False when it was gone or already held (nothing changes).
 */
export async function holdShownPost(tx: Executor, postId: string, hold: Hold): Promise<boolean> {
  const held = await holdPostRow(tx, postId, hold);
  if (!held) return false;
  await countShown(tx, { userId: held.user_id, postCommentedOn: held.post_commented_on }, -1);
  return true;
}

/**
 * Releases a held post or comment of the campus (only a hold of `kind`, when given): it counts from
 * now, in the release's transaction. Returns what it released.
 */
export async function releaseCountedPost(tx: Executor, campusId: string, postId: string, kind?: HeldKind) {
  const released = await releaseHeldPost(tx, campusId, postId, kind);
  if (released)
    await countShown(tx, { userId: released.user_id, postCommentedOn: released.post_commented_on }, 1);
  return released;
}
