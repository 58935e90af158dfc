import { campusTopic, POST_ERROR_CODES, POST_MESSAGES } from '@campus/domain';
import { AppError } from '../../http/errors';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { deletePostRow, listTreeFileKeys } from './post-changes.repository';
import { publishPostChanged } from './post-events';
import { findPost } from './posts.repository';
import { type PostsDeps, postMissing } from './posts.service';
import { countShown } from './shown-counts.service';

/**
 * Deletes a post (or comment) of the user's in the spec's order (community §4): first the stored
 * files of it and its whole comment tree; when that fails, 'Couldn't delete post images' and the
 * post stays (a retry deletes what is left). Then its rows, the comment tree with them, in one
 * transaction; a shown top-level post lowers totalPosts, a shown comment its parent's comment count
 * (a held one never counted).
 */
export async function deletePost(
  deps: Pick<PostsDeps, 'db' | 'storage' | 'bus'>,
  user: UserRow,
  campusId: string,
  postId: string,
) {
  const post = await findPost(deps.db, postId);
  if (!post || post.campusId !== campusId) throw postMissing();
  if (post.user.id !== user.id) throw new AppError(403, 'not_owner', 'Only the author can delete this.');
  const keys = await listTreeFileKeys(deps.db, postId);
  try {
    await Promise.all(keys.map((key) => deps.storage.delete(key)));
  } catch (err) {
    throw Object.assign(
      new AppError(500, POST_ERROR_CODES.imageDeleteFailed, POST_MESSAGES.imageDeleteFailed),
      {
        cause: err,
      },
    );
  }
  const late = await deps.db.transaction(async (tx) => {
    // A reply with photos may have come between the files' deletion and this transaction.
    const current = await listTreeFileKeys(tx, postId);
    if (await deletePostRow(tx, postId))
      await countShown(tx, { userId: user.id, postCommentedOn: post.postCommentedOn }, -1);
    return current.filter((key) => !keys.includes(key));
  });
  if (!post.postCommentedOn) {
    await deps.bus.publish(createRealtimeEvent(campusTopic(campusId), 'post.deleted', { postId }));
  } else await publishPostChanged(deps.bus, campusId, post.rootPostId ?? post.postCommentedOn);
  // The rows are gone: a late reply's files can only be cleaned up now, as well as it goes.
  await Promise.all(late.map((key) => deps.storage.delete(key).catch(() => {})));
}
