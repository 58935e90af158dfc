import { campusTopic } from '@campus/domain';
import type { Tx } from '../../db/client';
import type { Found } from '../../lib/found';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import {
  findPostForModeration,
  markAllOfAuthorRemoved,
  markTreeRemoved,
  markTreeRestored,
} from './post-removal.repository';
import { countShown } from './shown-counts.service';

// Removal by a moderator: the rows stay (the audit log and the author's notice refer to
// them) but every read leaves them out (db/post-rows.ts notRemoved), search included.

export type ModeratedPost = Found<typeof findPostForModeration>;

/** A post or comment as moderation sees it, removed or not. */
export { findPostForModeration as findModeratedPost };

/**
 * Removes a post or comment with its replies, in the caller's transaction; a shown comment lowers its
 * parent's comment count, a shown post its author's totalPosts (a held one never counted). False when
 * it was already removed.
 */
export async function removePost(tx: Tx, post: ModeratedPost): Promise<boolean> {
  const { marked, wasCounted } = await markTreeRemoved(tx, post.id);
  if (marked === 0) return false;
  if (wasCounted) await countShown(tx, post, -1);
  return true;
}

/**
 * Brings back a post or comment a moderator removed (an appeal reversed), with its replies, and
 * the counts its removal lowered. False when it was not removed.
 */
export async function restorePost(tx: Tx, post: ModeratedPost): Promise<boolean> {
  const { marked, counts } = await markTreeRestored(tx, post.id);
  if (marked === 0) return false;
  if (counts) await countShown(tx, post, 1);
  return true;
}

/** Removes everything a person wrote (a ban); returns the top-level posts that went. */
export function removeAllPostsOf(tx: Tx, userId: string): Promise<string[]> {
  return markAllOfAuthorRemoved(tx, userId);
}

/** Tells the campus's open feeds that these posts are gone (after commit). */
export async function announcePostsRemoved(bus: EventBus, campusId: string, postIds: string[]) {
  for (const postId of postIds)
    await bus.publish(createRealtimeEvent(campusTopic(campusId), 'post.deleted', { postId }));
}
