import {
  type AppealBody,
  type MemberStanding,
  REMOVED_CONTENT_NAMES,
  STANDING_MESSAGES as S,
  type StandingEntry,
  type StandingKind,
} from '@campus/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { assertSchoolVerified } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.service';
import { type AuthorHeldRow, listHeldOf } from '../automod/hold.service';
import { recordAudit } from '../moderation/audit.service';
import {
  type ActionRow,
  findActionOn,
  findAppealWithKey,
  insertAppeal,
  listActionsOn,
} from './appeals.repository';

const KIND_OF: Record<ActionRow['action'], StandingKind> = {
  warn: 'warning',
  remove: 'removal',
  suspend: 'suspension',
};

/** What the removal concerned, as the member's notice named it. */
function contentNameOf(row: ActionRow): string | null {
  if (row.action !== 'remove') return null;
  if (row.target_type === 'message') return REMOVED_CONTENT_NAMES.message;
  if (row.target_type === 'rating') return REMOVED_CONTENT_NAMES.rating;
  return row.is_comment || row.target_type === 'comment'
    ? REMOVED_CONTENT_NAMES.comment
    : REMOVED_CONTENT_NAMES.post;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** One action as the member's standing (and the appeals queue) shows it. */
export function entryOf(row: ActionRow): StandingEntry {
  const until = row.action === 'suspend' && row.details?.until ? String(row.details.until) : null;
  return {
    id: row.id,
    kind: KIND_OF[row.action],
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    contentName: contentNameOf(row),
    contentText: row.action === 'remove' ? row.content_text : null,
    until,
    appeal:
      row.appeal_status && row.appeal_created_at
        ? {
            status: row.appeal_status,
            createdAt: new Date(row.appeal_created_at).toISOString(),
            answeredAt: iso(row.appeal_answered_at),
          }
        : null,
  };
}

/** The kind's name in the member's words ('warning', 'suspension'), for their notices. */
export const kindName = (row: ActionRow) => S.kinds[KIND_OF[row.action]];

/** Held content as the member's standing shows it: no appeal, a moderator reviews it anyway. */
function heldEntryOf(row: AuthorHeldRow): StandingEntry {
  const what =
    row.target_type === 'message'
      ? REMOVED_CONTENT_NAMES.message
      : row.is_comment
        ? REMOVED_CONTENT_NAMES.comment
        : REMOVED_CONTENT_NAMES.post;
  return {
    id: `held-${row.target_type}-${row.id}`,
    kind: 'held',
    reason: row.held_reason,
    createdAt: row.held_at.toISOString(),
    contentName: what,
    contentText: row.plain_text,
    until: null,
    appeal: null,
  };
}

/** Held content listed beside the actions (the newest; the moderators' queue has them all). */
const HELD_SHOWN = 50;

/**
 * What moderators did to the signed-in member (warnings, removals, suspensions) and their content
 * held for review, newest first. Two queries.
 */
export async function getStanding(db: Database, user: UserRow): Promise<MemberStanding> {
  const [rows, held] = await Promise.all([listActionsOn(db, user.id), listHeldOf(db, user.id, HELD_SHOWN)]);
  const entries = [...rows.map(entryOf), ...held.map(heldEntryOf)];
  return { entries: entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
}

const noSuchAction = () => notFound('action_missing', S.notYours);

/**
 * Appeals one action on the member (once per action), to the moderators of the campus where it
 * happened: members of that campus only. A double tap with the same client key answers the same.
 */
export async function fileAppeal(
  db: Database,
  user: UserRow,
  campusId: string,
  actionId: string,
  body: AppealBody,
): Promise<{ message: string }> {
  assertSchoolVerified(user, campusId);
  if (!z.uuid().safeParse(actionId).success) throw noSuchAction();
  const action = await findActionOn(db, actionId, user.id);
  if (!action || action.campus_id !== campusId) throw noSuchAction();
  if (body.clientKey && (await findAppealWithKey(db, actionId, user.id, body.clientKey)))
    return { message: S.appealSent };
  if (action.appeal_id) throw new AppError(409, 'already_appealed', S.alreadyAppealed);
  await db.transaction(async (tx) => {
    const made = await insertAppeal(tx, {
      actionId,
      campusId,
      userId: user.id,
      text: body.text,
      clientKey: body.clientKey ?? null,
    });
    if (!made) throw new AppError(409, 'already_appealed', S.alreadyAppealed);
    await recordAudit(tx, {
      actorId: user.id,
      campusId,
      action: 'appeal',
      targetType: 'action',
      targetId: actionId,
      subjectUserId: user.id,
      reason: body.text,
    });
  });
  return { message: S.appealSent };
}
