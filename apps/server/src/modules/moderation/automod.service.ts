import {
  AUTOMOD_MESSAGES as A,
  type CampusRules,
  campusTopic,
  type HeldList,
  type HeldTarget,
  MODERATION_MESSAGES as M,
  type ProhibitedItem,
  REMOVED_CONTENT_NAMES,
  type SaveRulesBody,
  userTopic,
} from '@campus/domain';
import { AppError } from '../../http/errors';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.service';
import { listHeld, releaseHeldMessage } from '../automod/hold.service';
import {
  addProhibitedItem,
  getCampusRules,
  removeProhibitedItem,
  saveCampusRules,
} from '../automod/rules.service';
import { findModeratedMessage, removeMessage } from '../chats/message-removal.service';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { publishPostChanged } from '../posts/post-events';
import { findModeratedPost, removePost } from '../posts/post-removal.service';
import { releaseCountedPost } from '../posts/shown-counts.service';
import { alertSavedSearches } from '../saved-searches/saved-searches.service';
import type { ModerationDeps } from './actions.service';
import { recordAudit } from './audit.service';
import { assertModerator } from './roles.service';

const HELD_SHOWN = 50;

/** A release shows a held listing for the first time: its alerts go out then. */
export type AutomodDeps = ModerationDeps & { activity: ActivityMailConfig };
const heldMissing = () => new AppError(404, 'held_missing', A.heldMissing);

/** The campus's rules (moderators of the campus and administrators). */
export async function getRulesFor(deps: ModerationDeps, moderator: UserRow, campusId: string) {
  await assertModerator(deps.db, moderator, campusId);
  return getCampusRules(deps.db, campusId);
}

/** Replaces the campus's rules (they apply to new content only); one line in the audit log. */
export async function changeRules(
  deps: ModerationDeps,
  moderator: UserRow,
  campusId: string,
  rules: SaveRulesBody,
): Promise<CampusRules> {
  await assertModerator(deps.db, moderator, campusId);
  return deps.db.transaction(async (tx) => {
    const saved = await saveCampusRules(tx, campusId, rules, moderator.id);
    await recordAudit(tx, { ...ruleAudit(moderator, campusId, saved) });
    return saved;
  });
}

const ruleAudit = (moderator: UserRow, campusId: string, rules: CampusRules, reason = '') => ({
  actorId: moderator.id,
  campusId,
  action: 'change rules' as const,
  reason,
  details: {
    prohibited: rules.prohibited.length,
    heldWords: rules.heldWords.length,
    newAccountLinkDays: rules.newAccountLinkDays,
    autoHideReports: rules.autoHideReports,
  },
});

/** Adds one prohibited item (in one statement: another moderator's change at the same time stays). */
export async function addItem(
  deps: ModerationDeps,
  moderator: UserRow,
  campusId: string,
  item: ProhibitedItem,
) {
  await assertModerator(deps.db, moderator, campusId);
  return deps.db.transaction(async (tx) => {
    const saved = await addProhibitedItem(tx, campusId, item, moderator.id);
    await recordAudit(tx, ruleAudit(moderator, campusId, saved, A.itemAdded));
    return saved;
  });
}

/** Removes the prohibited items of that name. */
export async function removeItem(deps: ModerationDeps, moderator: UserRow, campusId: string, name: string) {
  await assertModerator(deps.db, moderator, campusId);
  return deps.db.transaction(async (tx) => {
    const saved = await removeProhibitedItem(tx, campusId, name, moderator.id);
    await recordAudit(tx, ruleAudit(moderator, campusId, saved, A.itemRemoved));
    return saved;
  });
}

/** The campus's held posts, comments and messages with the rule that held each, oldest first. */
export async function getHeld(deps: ModerationDeps, moderator: UserRow, campusId: string): Promise<HeldList> {
  await assertModerator(deps.db, moderator, campusId);
  const rows = await listHeld(deps.db, campusId, HELD_SHOWN);
  return {
    items: rows.map((r) => ({
      targetType: r.target_type,
      targetId: r.id,
      postId: r.target_type === 'post' ? (r.root_post_id ?? r.id) : null,
      isComment: Boolean(r.post_commented_on),
      plainText: r.plain_text,
      heldKind: r.held_kind,
      heldReason: r.held_reason,
      heldAt: r.held_at.toISOString(),
      author: {
        id: r.user_id,
        username: r.username,
        firstName: r.first_name,
        lastName: r.last_name,
        img: r.image,
        verified: r.email_verified,
      },
    })),
  };
}

/** Releases held content: it shows normally from now on (open feeds and chats are told). */
export async function releaseHeld(
  deps: AutomodDeps,
  moderator: UserRow,
  campusId: string,
  target: { targetType: HeldTarget; targetId: string },
): Promise<{ message: string }> {
  await assertModerator(deps.db, moderator, campusId);
  const audit = {
    actorId: moderator.id,
    campusId,
    action: 'release held' as const,
    targetId: target.targetId,
  };
  if (target.targetType === 'message') {
    const message = await findModeratedMessage(deps.db, target.targetId);
    const released = await deps.db.transaction(async (tx) => {
      const row = await releaseHeldMessage(tx, campusId, target.targetId);
      if (row) await recordAudit(tx, { ...audit, targetType: 'message', subjectUserId: message?.userId });
      return row;
    });
    if (!released) throw heldMissing();
    const event = { chatId: released.chat_id, messageId: released.id };
    await deps.bus.publishAll(
      [released.user_low, released.user_high].map((u) =>
        createRealtimeEvent(userTopic(u), 'message.created', event),
      ),
    );
    return { message: A.released };
  }
  const post = await findModeratedPost(deps.db, target.targetId);
  const released = await deps.db.transaction(async (tx) => {
    const row = await releaseCountedPost(tx, campusId, target.targetId);
    if (!row) return undefined;
    const targetType = row.post_commented_on ? 'comment' : 'post';
    await recordAudit(tx, { ...audit, targetType, subjectUserId: post?.userId });
    // A listing a rule held was never shown: its saved-search alerts go out now, as at posting.
    const firstShown = !row.post_commented_on && row.was === 'rule';
    const told = firstShown
      ? await alertSavedSearches(tx, deps.activity, { id: row.id, campusId, authorId: row.user_id })
      : undefined;
    return { row, told, firstShown };
  });
  if (!released) throw heldMissing();
  const { row, told, firstShown } = released;
  if (row.post_commented_on) await publishPostChanged(deps.bus, campusId, row.root_post_id!);
  else await deps.bus.publish(createRealtimeEvent(campusTopic(campusId), 'post.created', { postId: row.id }));
  if (told) {
    await publishNotifications(deps, told.notices);
    if (told.mailed) deps.activity.nudgeMail();
  }
  // Requests it meets are told by their job, which leaves held listings for later.
  if (firstShown) deps.activity.requests?.nudge();
  return { message: A.released };
}

/** Removes held content (the existing removal): its author is told, with the rule that held it. */
export async function removeHeld(
  deps: ModerationDeps,
  moderator: UserRow,
  campusId: string,
  target: { targetType: HeldTarget; targetId: string },
): Promise<{ message: string }> {
  await assertModerator(deps.db, moderator, campusId);
  const held =
    target.targetType === 'message'
      ? await findHeldMessage(deps, campusId, target.targetId)
      : await findHeldPost(deps, campusId, target.targetId);
  const notice = await deps.db.transaction(async (tx) => {
    const removed =
      held.kind === 'message' ? await removeMessage(tx, held.id) : await removePost(tx, held.post);
    if (!removed) throw heldMissing();
    await recordAudit(tx, {
      actorId: moderator.id,
      campusId,
      action: 'remove',
      targetType: held.targetType,
      targetId: held.id,
      subjectUserId: held.authorId,
      reason: held.reason,
    });
    return notify(tx, {
      to: held.authorId,
      from: moderator.id,
      type: 'moderation',
      message: M.removed(REMOVED_CONTENT_NAMES[held.targetType], held.reason),
    });
  });
  await publishNotifications({ bus: deps.bus }, [notice]);
  return { message: A.removedHeld };
}

async function findHeldMessage(deps: ModerationDeps, campusId: string, id: string) {
  const message = await findModeratedMessage(deps.db, id);
  if (!message?.userId || message.campusId !== campusId || message.removedAt || !message.heldAt)
    throw heldMissing();
  const reason = message.heldReason ?? '';
  return { kind: 'message' as const, targetType: 'message' as const, id, authorId: message.userId, reason };
}

async function findHeldPost(deps: ModerationDeps, campusId: string, id: string) {
  const post = await findModeratedPost(deps.db, id);
  if (!post || post.campusId !== campusId || post.removedAt || !post.heldAt) throw heldMissing();
  const targetType = post.postCommentedOn ? ('comment' as const) : ('post' as const);
  return {
    kind: 'post' as const,
    targetType,
    id,
    post,
    authorId: post.userId,
    reason: post.heldReason ?? '',
  };
}
