import { campusTopic } from '@campus/domain';
import { AppError } from '../../http/errors';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import {
  changeCommentCount,
  changeTotalPosts,
  deletePostRow,
  listTreeFileKeys,
} from './post-changes.repository';
import { findPost } from './posts.repository';
import { type PostsDeps, postMissing } from './posts.service';

/**
 * Deletes a post (or comment) of the user's: its media records, its whole comment tree and itself go
 * in one transaction; a top-level post lowers totalPosts; the files go after the commit.
 */
export async function deletePost(deps: PostsDeps, user: UserRow, campusId: string, postId: string) {
  const post = await findPost(deps.db, postId);
  if (!post || post.campusId !== campusId) throw postMissing();
  if (post.user.id !== user.id) throw new AppError(403, 'not_owner', 'Only the author can delete this.');
  const keys = await deps.db.transaction(async (tx) => {
    const media = await listTreeFileKeys(tx, postId);
    await deletePostRow(tx, postId);
    if (post.postCommentedOn) await changeCommentCount(tx, post.postCommentedOn, -1);
    else await changeTotalPosts(tx, user.id, -1);
    return media;
  });
  if (!post.postCommentedOn) {
    await deps.bus.publish(createRealtimeEvent(campusTopic(campusId), 'post.deleted', { postId }));
  }
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})));
}
