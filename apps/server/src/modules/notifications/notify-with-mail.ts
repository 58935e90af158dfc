// A notification on a post's thread and its activity mail, in one call: the posts, listings and
// ratings writes all tell people this way.
import type { Tx } from '../../db/client';
import { type ActivityMailConfig, queueActivityMail } from './activity-mail';
import { type NotificationType, notify } from './notifications.service';

export type Notice = Awaited<ReturnType<typeof notify>>;
/** What a write notified in its transaction: published, and mail nudged, after the commit. */
export interface Told {
  notices: Notice[];
  mailed: boolean;
}

/**
 * Tells `to` of an action on a post's thread (rootId): a notification and, when one was written, an
 * activity mail grouped under `threadKey`. In the action's transaction.
 */
export async function notifyWithMail(
  deps: { activity: ActivityMailConfig },
  tx: Tx,
  n: {
    to: string;
    from: string;
    type: NotificationType;
    campusId: string;
    rootId: string;
    threadKey: string;
    message?: string;
  },
) {
  const notice = await notify(tx, {
    to: n.to,
    from: n.from,
    type: n.type,
    postId: n.rootId,
    message: n.message,
  });
  const mailed = notice
    ? await queueActivityMail(tx, deps.activity, {
        to: n.to,
        from: n.from,
        type: n.type,
        campusId: n.campusId,
        path: `/post/${n.rootId}`,
        threadKey: n.threadKey,
        snippet: n.message,
      })
    : false;
  return { notice, mailed };
}
