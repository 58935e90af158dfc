import {
  AUTOMOD_MESSAGES,
  type CreateReportBody,
  campusTopic,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  type ReportTarget,
} from '@campus/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import { assertSchoolVerified } from '../accounts/account-checks';
import { findUser, type UserRow } from '../accounts/accounts.service';
import { holdContent } from '../automod/hold.service';
import { getCampusRules } from '../automod/rules.service';
import { findParticipantChat } from '../chats/chats.service';
import { findModeratedMessage } from '../chats/message-removal.service';
import { findModeratedPost } from '../posts/post-removal.service';
import { holdShownPost } from '../posts/shown-counts.service';
import { enforceNewAccountRate } from '../rate-limits/limits';
import { findModeratedRating } from '../ratings/rating-removal.service';
import { countOpenReporters, hasReportWithKey, upsertOpenReport } from './reports.repository';

export interface ReportsDeps {
  db: Database;
  config: Pick<Config, 'NEW_ACCOUNT_LIMITS'>;
  /** A post hidden after reports leaves the open feeds at once. */
  bus?: EventBus;
}

const missing = () => notFound('report_target_missing', REPORT_MESSAGES.missing);
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * Who wrote the reported thing, when the reporter may see it on this campus: a shown post or
 * comment of the campus, a shown message of one of the reporter's chats, or a person.
 */
async function subjectOf(db: Database, reporter: UserRow, campusId: string, type: ReportTarget, id: string) {
  if (type === 'profile') {
    if (id === reporter.id) throw new AppError(400, 'report_self', REPORT_MESSAGES.cannotReportSelf);
    const person = await findUser(db, id);
    if (!person) throw notFound('profile_missing', PROFILE_MESSAGES.missingTitle);
    return person.id;
  }
  if (!isUuid(id)) throw missing();
  if (type === 'message') {
    const message = await findModeratedMessage(db, id);
    // A message from a deleted account ('Deleted account') names nobody to report.
    if (!message?.userId || message.removedAt || message.campusId !== campusId) throw missing();
    await findParticipantChat(db, reporter.id, message.chatId).catch(() => {
      throw missing();
    });
    return message.userId;
  }
  if (type === 'rating') {
    // Ratings show on profiles to anyone on the site; one from a deleted account names nobody.
    const rating = await findModeratedRating(db, id);
    if (!rating?.raterId || rating.removedAt || rating.campusId !== campusId) throw missing();
    return rating.raterId;
  }
  const post = await findModeratedPost(db, id);
  const isComment = Boolean(post?.postCommentedOn);
  if (!post || post.removedAt || post.campusId !== campusId || isComment !== (type === 'comment'))
    throw missing();
  return post.userId;
}

/**
 * Reports a post, comment, message, profile or rating to the campus's moderators (members of the campus
 * only; never one's own). A second report of the same target by the same member refreshes the
 * open one. Answers the thanks for its kind ('User Reported. Thanks for letting us know.').
 */
export async function createReport(
  deps: ReportsDeps,
  reporter: UserRow,
  campusId: string,
  body: CreateReportBody,
): Promise<{ message: string }> {
  assertSchoolVerified(reporter, campusId);
  // A repeat of a report already made (double tap, retry) answers the same thanks and changes nothing.
  if (body.clientKey && (await hasReportWithKey(deps.db, reporter.id, body.clientKey)))
    return { message: REPORT_MESSAGES.thanks[body.targetType] };
  const subjectUserId = await subjectOf(deps.db, reporter, campusId, body.targetType, body.targetId);
  if (subjectUserId === reporter.id) throw new AppError(400, 'report_own', REPORT_MESSAGES.cannotReportOwn);
  await enforceNewAccountRate(deps.db, deps.config, reporter, 'reports');
  await upsertOpenReport(deps.db, {
    campusId,
    reporterId: reporter.id,
    targetType: body.targetType,
    targetId: body.targetId,
    subjectUserId,
    reason: body.reason,
    note: body.note?.trim() || null,
    clientKey: body.clientKey ?? null,
  });
  await autoHide(deps, campusId, body.targetType, body.targetId);
  return { message: REPORT_MESSAGES.thanks[body.targetType] };
}

/**
 * Auto-hide: a post, comment or message reported by the campus rule's number of distinct members
 * (open reports: one per member) is hidden until a moderator decides; its author sees why. A repeat
 * from the same member refreshes their report and counts once.
 */
async function autoHide(deps: ReportsDeps, campusId: string, type: ReportTarget, id: string) {
  if (type !== 'post' && type !== 'comment' && type !== 'message') return;
  const { autoHideReports: needed } = await getCampusRules(deps.db, campusId);
  if (needed === 0) return;
  const count = await countOpenReporters(deps.db, type, id);
  if (count < needed) return;
  const hold = { kind: 'reports' as const, reason: AUTOMOD_MESSAGES.heldReports(count) };
  // A post or comment hidden stops counting (its parent's comments, its author's posts) at once.
  const held =
    type === 'message'
      ? await holdContent(deps.db, { messageId: id, ...hold })
      : await deps.db.transaction((tx) => holdShownPost(tx, id, hold));
  if (!held || type !== 'post') return;
  await deps.bus?.publish(createRealtimeEvent(campusTopic(campusId), 'post.deleted', { postId: id }));
}
