import type { UserRow } from '../accounts/accounts.repository';
import { publishNotifications } from '../notifications/notifications.service';
import { notifyWithMail } from '../notifications/notify-with-mail';
import { changeLikeCount, deleteSave, insertSave, lockPostForSave } from './post-changes.repository';
import { publishPostChanged } from './post-events';
import { assertMember, type PostsDeps, postMissing } from './posts.service';

/** Saves or unsaves a post for the user; the count changes with the row. */
export async function toggleLike(deps: PostsDeps, user: UserRow, campusId: string, postId: string) {
  assertMember(user, campusId);
  const result = await deps.db.transaction(async (tx) => {
    const post = await lockPostForSave(tx, postId);
    if (!post || post.campusId !== campusId) throw postMissing();
    const liked = await insertSave(tx, postId, user.id);
    if (!liked) await deleteSave(tx, postId, user.id);
    const likeCount = await changeLikeCount(tx, postId, liked ? 1 : -1);
    const told = liked
      ? await notifyWithMail(deps, tx, {
          to: post.userId,
          from: user.id,
          type: post.rootPostId ? 'comment interaction' : 'like',
          campusId,
          rootId: post.rootPostId ?? postId,
          threadKey: `post-like:${postId}`,
        })
      : { notice: null, mailed: false };
    return { liked, likeCount, rootId: post.rootPostId ?? postId, ...told };
  });
  await publishPostChanged(deps.bus, campusId, result.rootId);
  await publishNotifications(deps, [result.notice]);
  if (result.mailed) deps.activity.nudgeMail();
  return { liked: result.liked, likeCount: result.likeCount };
}
