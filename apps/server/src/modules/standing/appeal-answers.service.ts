import { type AppealOutcome, type OpenAppeals, STANDING_MESSAGES as S } from '@campus/domain';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { UserRow } from '../accounts/accounts.service';
import { liftSuspension } from '../accounts/bans.service';
import { findModeratedMessage, restoreMessage } from '../chats/message-removal.service';
import type { ModerationDeps } from '../moderation/actions.service';
import { recordAudit } from '../moderation/audit.service';
import { assertModerator } from '../moderation/roles.service';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { findModeratedPost, restorePost } from '../posts/post-removal.service';
import { restoreRating } from '../ratings/rating-removal.service';
import {
  type ActionRow,
  findAppealAction,
  findCampusAppeal,
  listMembers,
  listOpenAppealActions,
  markAppealAnswered,
} from './appeals.repository';
import { entryOf, kindName } from './standing.service';

/** Open appeals in a page beside the reports. */
export const APPEALS_PAGE = 20;

/** The campus's open appeals, oldest first (its moderators and administrators). Three queries. */
export async function getOpenAppeals(
  deps: ModerationDeps,
  moderator: UserRow,
  campusId: string,
  cursor?: string,
): Promise<OpenAppeals> {
  // A made-up cursor is a 400 for anyone, as on every paged route.
  const after = cursor ? decodeCursor(cursor, { t: 'date', id: 'uuid' }) : undefined;
  await assertModerator(deps.db, moderator, campusId);
  const rows = await listOpenAppealActions(deps.db, campusId, APPEALS_PAGE, after);
  const last = rows.at(-1);
  const members = await listMembers(deps.db, [...new Set(rows.flatMap((r) => r.subject_user_id ?? []))]);
  const byId = new Map(members.map((m) => [m.id, m]));
  return {
    appeals: rows.flatMap((row) => {
      const member = row.subject_user_id ? byId.get(row.subject_user_id) : undefined;
      if (!member || !row.appeal_id || !row.appeal_created_at) return [];
      const { appeal, ...action } = entryOf(row);
      return [
        {
          id: row.appeal_id,
          member,
          text: row.appeal_text ?? '',
          createdAt: new Date(row.appeal_created_at).toISOString(),
          action,
        },
      ];
    }),
    nextCursor:
      rows.length === APPEALS_PAGE && last?.appeal_id && last.appeal_created_at
        ? encodeCursor({ t: new Date(last.appeal_created_at).toISOString(), id: last.appeal_id })
        : null,
  };
}

/** Undoes what the action did: the content comes back, the suspension ends (a warning only stands withdrawn). */
async function reverse(tx: Tx, row: ActionRow): Promise<void> {
  if (row.action === 'suspend' && row.subject_user_id && row.details?.until)
    await liftSuspension(tx, row.subject_user_id, new Date(String(row.details.until)));
  if (row.action !== 'remove' || !row.target_id) return;
  if (row.target_type === 'message') {
    const message = await findModeratedMessage(tx, row.target_id);
    if (message) await restoreMessage(tx, message);
  } else if (row.target_type === 'rating') await restoreRating(tx, row.target_id);
  else {
    const post = await findModeratedPost(tx, row.target_id);
    if (post) await restorePost(tx, post);
  }
}

/**
 * A moderator of the appeal's campus answers it, once: upheld (the action stands) or reversed (the
 * content is restored, the suspension lifted, the warning withdrawn). The member is told, and the
 * audit log gets the answer, all in one transaction.
 */
export async function answerAppeal(
  deps: ModerationDeps,
  moderator: UserRow,
  campusId: string,
  appealId: string,
  outcome: AppealOutcome,
): Promise<{ message: string }> {
  await assertModerator(deps.db, moderator, campusId);
  const missing = () => notFound('appeal_missing', S.noSuchAppeal);
  if (!z.uuid().safeParse(appealId).success) throw missing();
  const found = await findCampusAppeal(deps.db, appealId, campusId);
  if (!found) throw missing();
  // A member made moderator later does not judge their own appeal.
  if (found.userId === moderator.id) throw new AppError(403, 'own_appeal', S.ownAppeal);
  const notices = await deps.db.transaction(async (tx) => {
    if (!(await markAppealAnswered(tx, appealId, campusId, outcome, moderator.id)))
      throw new AppError(409, 'appeal_answered', S.alreadyAnswered);
    const row = await findAppealAction(tx, appealId);
    if (!row) throw missing();
    if (outcome === 'reversed') await reverse(tx, row);
    await recordAudit(tx, {
      actorId: moderator.id,
      campusId,
      action: outcome === 'reversed' ? 'reverse appeal' : 'uphold appeal',
      targetType: 'action',
      targetId: row.id,
      subjectUserId: row.subject_user_id,
      reason: row.appeal_text ?? '',
    });
    if (!row.subject_user_id) return [];
    const message = outcome === 'reversed' ? S.reversedNotice(kindName(row)) : S.upheldNotice(kindName(row));
    return [await notify(tx, { to: row.subject_user_id, from: moderator.id, type: 'moderation', message })];
  });
  await publishNotifications({ bus: deps.bus }, notices);
  return { message: S.answered[outcome] };
}
