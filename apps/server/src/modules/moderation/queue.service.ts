import {
  type AuditAction,
  housingLine,
  INPUT_MESSAGES,
  MODERATION_PAGE_SIZES,
  PRIOR_ACTIONS_SHOWN,
  REPORT_NOTES_SHOWN,
  REPORT_REASONS,
  REPORT_TARGETS,
  type ReportGroup,
  type ReportQueue,
  type ReportReason,
  starsText,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { UserRow } from '../accounts/accounts.service';
import { housingOf } from '../posts/housing-fields';
import { listPriorActions } from './audit.repository';
import {
  type GroupKey,
  listMessageContents,
  listOpenReportGroups,
  listPostContents,
  listRatingContents,
  listSubjects,
  type ReportGroupRow,
} from './reports.repository';
import { assertModerator } from './roles.service';

const fileUrl = (key: string) => `/files/${key}?v=1`;

/** A queue cursor: the first report's time, the kind (its index) and the target; a made-up one is a 400. */
function decodeGroupCursor(cursor: string | undefined): GroupKey | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor, { t: 'date', k: 'count', id: 'userId' });
  const type = REPORT_TARGETS[Number(key.k)];
  if (!type) throw new AppError(400, 'invalid_cursor', INPUT_MESSAGES.invalidCursor);
  return { at: new Date(key.t), type, id: key.id };
}

const encodeGroupCursor = (row: ReportGroupRow) =>
  encodeCursor({
    t: row.first_at.toISOString(),
    k: String(REPORT_TARGETS.indexOf(row.target_type)),
    id: row.target_id,
  });

/** How many reports gave each reason, in the dialog's order. */
function reasonCounts(reports: ReportGroupRow['reports']) {
  return REPORT_REASONS.map((reason) => ({
    reason,
    count: reports.filter((r) => r.reason === reason).length,
  })).filter((r) => r.count > 0);
}

/** A reported post's text as the queue shows it: a housing listing's one line first. */
function postText(post: Awaited<ReturnType<typeof listPostContents>>[number]): string {
  const housing = housingOf(post);
  return housing
    ? `${housingLine(housing, post.priceCents, post.upToCents)}\n${post.plainText}`
    : post.plainText;
}

/**
 * The campus's open reports grouped by target, oldest first (moderators of the campus and
 * administrators): each with the reported content, its author and their standing, the author's
 * latest moderation actions, the reasons and notes. Six queries a page, whatever its size.
 */
export async function getReportQueue(
  db: Database,
  moderator: UserRow,
  campusId: string,
  cursor?: string,
): Promise<ReportQueue> {
  const after = decodeGroupCursor(cursor);
  await assertModerator(db, moderator, campusId);
  const limit = MODERATION_PAGE_SIZES.queue;
  const rows = await listOpenReportGroups(db, campusId, after, limit);
  const ids = (type: ReportGroupRow['target_type'][]) =>
    rows.filter((r) => type.includes(r.target_type)).map((r) => r.target_id);
  const subjectIds = [...new Set(rows.map((r) => r.subject_user_id))];
  const [postRows, messageRows, ratingRows, subjects, prior] = await Promise.all([
    listPostContents(db, ids(['post', 'comment'])),
    listMessageContents(db, ids(['message'])),
    listRatingContents(db, ids(['rating'])),
    listSubjects(db, subjectIds),
    listPriorActions(db, subjectIds, PRIOR_ACTIONS_SHOWN),
  ]);
  const postsById = new Map(postRows.map((p) => [p.id, p]));
  const messagesById = new Map(messageRows.map((m) => [m.id, m]));
  const ratingsById = new Map(ratingRows.map((r) => [r.id, r]));
  const subjectsById = new Map(subjects.map((s) => [s.id, s]));
  const groups: ReportGroup[] = [];
  for (const row of rows) {
    const subject = subjectsById.get(row.subject_user_id);
    if (!subject) continue;
    const { bio, suspendedUntil, bannedAt, ...author } = subject;
    const post = postsById.get(row.target_id);
    const message = messagesById.get(row.target_id);
    const rating = ratingsById.get(row.target_id);
    const content =
      row.target_type === 'rating'
        ? {
            plainText: rating ? `${starsText(rating.stars)} ${rating.comment ?? ''}`.trim() : '',
            imageUrl: null,
            postId: rating?.postId ?? null,
            gone: !rating || Boolean(rating.removedAt),
          }
        : row.target_type === 'profile'
          ? { plainText: bio ?? '', imageUrl: author.img, postId: null, gone: Boolean(bannedAt) }
          : row.target_type === 'message'
            ? {
                plainText: message?.plainText ?? '',
                imageUrl: message?.imagePath ? fileUrl(message.imagePath) : null,
                postId: null,
                gone: !message || Boolean(message.removedAt),
              }
            : {
                plainText: post ? postText(post) : '',
                imageUrl: post?.imgPath ? fileUrl(post.imgPath) : null,
                postId: post ? (post.rootPostId ?? post.id) : null,
                gone: !post || Boolean(post.removedAt),
              };
    groups.push({
      targetType: row.target_type,
      targetId: row.target_id,
      content,
      author: {
        ...author,
        suspendedUntil: suspendedUntil && suspendedUntil > new Date() ? suspendedUntil.toISOString() : null,
        banned: Boolean(bannedAt),
      },
      reportCount: row.report_count,
      reasons: reasonCounts(row.reports),
      notes: row.reports
        .filter((r) => r.note)
        .slice(0, REPORT_NOTES_SHOWN)
        .map((r) => ({
          reason: r.reason as ReportReason,
          note: r.note!,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      firstReportedAt: row.first_at.toISOString(),
      priorActions: prior
        .filter((a) => a.subject_user_id === row.subject_user_id)
        .map((a) => ({
          action: a.action as AuditAction,
          reason: a.reason,
          createdAt: new Date(a.created_at).toISOString(),
        })),
    });
  }
  const last = rows.at(-1);
  return { groups, nextCursor: rows.length === limit && last ? encodeGroupCursor(last) : null };
}
