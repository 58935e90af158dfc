import {
  campusTopic,
  MODERATION_MESSAGES as M,
  type ModerationActionBody,
  REMOVED_CONTENT_NAMES,
  REPORT_MESSAGES,
} from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import type { EndedSession } from '../accounts/accounts.repository';
import { findUser, type UserRow } from '../accounts/accounts.service';
import { banAccount, suspendAccount } from '../accounts/bans.service';
import { releaseHeldMessage } from '../automod/hold.service';
import { findModeratedMessage, removeMessage } from '../chats/message-removal.service';
import { notify, publishNotifications } from '../notifications/notifications.service';
import {
  announcePostsRemoved,
  findModeratedPost,
  removeAllPostsOf,
  removePost,
} from '../posts/post-removal.service';
import { releaseCountedPost } from '../posts/shown-counts.service';
import { findModeratedRating, removeRating } from '../ratings/rating-removal.service';
import { recordAudit } from './audit.service';
import { resolveSubjectReports, resolveTargetReports } from './reports.repository';
import { assertModerator, isStaff } from './roles.service';

export interface ModerationDeps {
  db: Database;
  /** Notifications and removed posts are told live, after commit. */
  bus: EventBus;
  /** A ban ends sessions: their sockets close. */
  onSessionsEnded?(sessions: EndedSession[]): Promise<void>;
}

type Notice = Awaited<ReturnType<typeof notify>>;
const missing = () => notFound('report_target_missing', REPORT_MESSAGES.missing);
const DAY_MS = 86_400_000;

/** The target on this campus and its author; null when its content is gone (only dismissing is left). */
async function findTarget(db: Database, campusId: string, body: ModerationActionBody) {
  const { targetType: type, targetId: id } = body;
  if (type === 'profile') return (await findUser(db, id)) ? { authorId: id, content: null } : null;
  if (type === 'message') {
    const message = await findModeratedMessage(db, id).catch(() => undefined);
    // A message whose author deleted their account has no one left to act on (their reports went too).
    if (!message?.userId || message.campusId !== campusId) return null;
    return { authorId: message.userId, content: { kind: 'message' as const, message } };
  }
  if (type === 'rating') {
    const rating = await findModeratedRating(db, id).catch(() => undefined);
    if (!rating?.raterId || rating.campusId !== campusId) return null;
    return { authorId: rating.raterId, content: { kind: 'rating' as const, rating } };
  }
  const post = await findModeratedPost(db, id).catch(() => undefined);
  if (!post || post.campusId !== campusId) return null;
  return { authorId: post.userId, content: { kind: 'post' as const, post } };
}

type Target = NonNullable<Awaited<ReturnType<typeof findTarget>>>;

/** Removes the reported post, comment or message; false when it was already gone. */
async function removeContent(tx: Tx, target: Target): Promise<boolean> {
  if (!target.content) throw new AppError(400, 'not_removable', M.profileNotRemovable);
  if (target.content.kind === 'message') return removeMessage(tx, target.content.message.id);
  if (target.content.kind === 'rating') return removeRating(tx, target.content.rating.id);
  return removePost(tx, target.content.post);
}

/** What the author is told was removed: 'post', 'comment', 'message' or 'rating'. */
function removedName(target: Target): string {
  const content = target.content;
  if (content?.kind === 'message') return REMOVED_CONTENT_NAMES.message;
  if (content?.kind === 'rating') return REMOVED_CONTENT_NAMES.rating;
  return content?.post.postCommentedOn ? REMOVED_CONTENT_NAMES.comment : REMOVED_CONTENT_NAMES.post;
}

/**
 * One action on the open reports of a target (moderators of the campus, administrators): dismiss;
 * remove the content; warn, suspend (N days) or ban its author. The reports close, the reporters
 * and the author are told, and the audit log gets a line per effect, all in one transaction: a
 * second moderator acting on the same reports finds them closed (409).
 */
export async function applyModerationAction(
  deps: ModerationDeps,
  moderator: UserRow,
  campusId: string,
  body: ModerationActionBody,
): Promise<{ message: string }> {
  await assertModerator(deps.db, moderator, campusId);
  const target = await findTarget(deps.db, campusId, body);
  if (!target && body.action !== 'dismiss') throw missing();
  const author = target ? await findUser(deps.db, target.authorId) : undefined;
  const punishes = body.action === 'warn' || body.action === 'suspend' || body.action === 'ban';
  if (punishes && (!author || author.id === moderator.id || (await isStaff(deps.db, author.id, campusId))))
    throw new AppError(403, 'cannot_act_on_staff', M.cannotActOnStaff);
  const audit = {
    actorId: moderator.id,
    campusId,
    targetType: body.targetType,
    targetId: body.targetId,
    subjectUserId: author?.id ?? null,
    reason: body.reason,
  };
  const removedPosts: string[] = [];
  let shownAgain: string | null = null;
  let ended: EndedSession[] = [];
  const notices = await deps.db.transaction(async (tx) => {
    const status = body.action === 'dismiss' ? 'dismissed' : 'actioned';
    const closed: { reporterId: string }[] = await resolveTargetReports(
      tx,
      campusId,
      { type: body.targetType, id: body.targetId },
      status,
    );
    if (closed.length === 0) throw new AppError(409, 'already_resolved', M.nothingOpen);
    const told: Notice[] = [];
    const tell = async (to: string, message: string) =>
      told.push(await notify(tx, { to, from: moderator.id, type: 'moderation', message }));
    const wantsRemoval =
      body.action === 'remove' || (body.removeContent && target?.content && body.action !== 'ban');
    const removing = Boolean(wantsRemoval && target?.content);
    if (wantsRemoval && target && (await removeContent(tx, target))) {
      await recordAudit(tx, { ...audit, action: 'remove' });
      if (target.content?.kind === 'post' && !target.content.post.postCommentedOn)
        removedPosts.push(target.content.post.id);
      const what = removedName(target);
      await tell(target.authorId, M.removed(what, body.reason));
    }
    if (body.action === 'warn' && author) {
      await recordAudit(tx, { ...audit, action: 'warn' });
      await tell(author.id, M.warned(body.reason));
    }
    if (body.action === 'suspend' && author) {
      const until = new Date(Date.now() + body.days! * DAY_MS);
      await suspendAccount(tx, author.id, until);
      await recordAudit(tx, {
        ...audit,
        action: 'suspend',
        details: { days: body.days!, until: until.toISOString() },
      });
      await tell(author.id, M.suspendedNotice(until.toISOString(), body.reason));
    }
    if (body.action === 'ban' && author) {
      ended = await banAccount(tx, author);
      removedPosts.push(...(await removeAllPostsOf(tx, author.id)));
      closed.push(...(await resolveSubjectReports(tx, author.id, 'actioned')));
      await recordAudit(tx, { ...audit, action: 'ban' });
    }
    if (body.action === 'dismiss') await recordAudit(tx, { ...audit, action: 'dismiss' });
    // Auto-hidden after reports and kept by the moderator's decision: it shows again.
    if (!removing && body.action !== 'ban' && target?.content?.kind === 'post') {
      const released = await releaseCountedPost(tx, campusId, target.content.post.id, 'reports');
      if (released && !released.post_commented_on) shownAgain = released.id;
    }
    if (!removing && body.action !== 'ban' && target?.content?.kind === 'message')
      await releaseHeldMessage(tx, campusId, target.content.message.id, 'reports');
    const resolution = body.action === 'dismiss' ? M.resolvedDismissed : M.resolvedActioned;
    for (const reporterId of new Set(closed.map((r) => r.reporterId))) await tell(reporterId, resolution);
    return told;
  });
  await publishNotifications({ bus: deps.bus }, notices);
  await announcePostsRemoved(deps.bus, campusId, removedPosts);
  if (shownAgain)
    await deps.bus.publish(
      createRealtimeEvent(campusTopic(campusId), 'post.created', { postId: shownAgain }),
    );
  await deps.onSessionsEnded?.(ended);
  return { message: M.done[body.action] };
}
