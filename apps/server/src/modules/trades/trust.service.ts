import {
  awayOf,
  isNewAccountBadge,
  PROFILE_MESSAGES,
  replyTimeOf,
  standingOf,
  type TrustSummary,
} from '@campus/domain';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { findTrustRow } from './trust.repository';

/**
 * Trust at a glance for a member of the campus: school verified, when they joined, their rating
 * summary, their listings sold, whether the account is under a week old, their away state and how
 * fast they usually reply (unless they hide it). 404 for anyone else.
 */
export async function getTrustSummary(
  db: Executor,
  userId: string,
  campusId: string,
  now = new Date(),
): Promise<TrustSummary> {
  const row = await findTrustRow(db, userId, campusId);
  if (!row) throw notFound('profile_missing', PROFILE_MESSAGES.missingTitle);
  return {
    userId: row.id,
    schoolVerified: row.schoolVerified,
    joinedAt: row.createdAt.toISOString(),
    rating: {
      average: row.ratingAverage === null ? null : Number(row.ratingAverage),
      count: row.ratingCount,
    },
    soldCount: row.soldCount,
    confirmedSaleCount: row.confirmedSaleCount,
    newAccount: isNewAccountBadge(row.createdAt, now),
    away: awayOf(row.awayUntil, row.awayNote, now),
    replyTime: row.startedChats
      ? replyTimeOf(
          row.startedChats.map(([started, replied]) => ({
            startedAt: new Date(started),
            firstReplyAt: replied ? new Date(replied) : null,
          })),
          now,
        )
      : null,
    // Only for someone a university sign-in vouched for: the others keep the school-verified line alone.
    standing: row.affiliation ? standingOf(row, now.getTime()) : null,
  };
}
