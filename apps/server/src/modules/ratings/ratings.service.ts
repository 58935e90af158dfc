import type { ErrorCode } from '@campus/domain';
import {
  DELETED_AUTHOR,
  RATING_COMMENT_MAX,
  RATING_MESSAGES,
  RATINGS_PAGE_SIZE,
  type RateBody,
  type Rating,
  type Sale,
  starsText,
} from '@campus/domain';
import type { Database, Executor, Tx } from '../../db/client';
import { decodeTimeCursor, nextTimeCursor } from '../../db/paging';
import { AppError } from '../../http/errors';
import type { EventBus } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { publishNotifications } from '../notifications/notifications.service';
import { notifyWithMail } from '../notifications/notify-with-mail';
import { publishPostChanged, publishTrustChanged } from '../posts/post-events';
import { assertMember, findTopLevelPost } from '../posts/posts.service';
import { findUser } from '../users/users.service';
import {
  deleteSale,
  findRatingBy,
  findSale,
  hasRated,
  hasRatingsFor,
  insertRating,
  listRatingsPage,
  ratingSummaryOf,
  setSaleConfirmed,
  upsertSale,
} from './ratings.repository';

export interface RatingsDeps {
  db: Database;
  bus: EventBus;
  activity: ActivityMailConfig;
}

const refuse = (status: number, code: ErrorCode, message: string) => new AppError(status, code, message);

/**
 * Names the buyer of a post being marked Sold, in the status change's transaction. Once either
 * party rated, the buyer can no longer change (the ratings belong to that sale).
 */
export async function recordSale(tx: Tx, sale: { postId: string; sellerId: string; buyerId: string }) {
  const current = await findSale(tx, sale.postId);
  if (current?.buyerId === sale.buyerId) return false;
  if (current && (await hasRatingsFor(tx, sale.postId)))
    throw refuse(409, 'sale_rated', RATING_MESSAGES.alreadyRated);
  await upsertSale(tx, sale);
  return true;
}

/** The sale just recorded was closed by the buyer's handoff code (the trust summary counts these apart). */
export async function confirmSale(tx: Tx, postId: string) {
  await setSaleConfirmed(tx, postId);
}

/** A post leaves Sold: its sale goes unless someone already rated for it (then it stays, as history). */
export async function endSale(tx: Tx, postId: string) {
  if (!(await hasRatingsFor(tx, postId))) await deleteSale(tx, postId);
}

/** The viewer's part in a sold post's sale (seller or buyer), the other party and whether the viewer rated. */
export async function getSale(db: Database, user: UserRow, campusId: string, postId: string): Promise<Sale> {
  assertMember(user, campusId);
  const post = await findTopLevelPost(db, campusId, postId);
  const sale = await findSale(db, postId);
  if (!sale || post.status !== 'sold') return null;
  const role = sale.sellerId === user.id ? 'seller' : sale.buyerId === user.id ? 'buyer' : null;
  if (!role) return null;
  const other = await findUser(db, role === 'seller' ? sale.buyerId : sale.sellerId);
  if (!other) return null;
  return {
    role,
    other: {
      id: other.id,
      username: other.username,
      firstName: other.firstName,
      lastName: other.lastName,
      img: other.image,
      verified: other.emailVerified,
    },
    rated: await hasRated(db, postId, user.id),
  };
}

/**
 * Rates the other party of a sale: only the seller and the buyer the seller named, once each, while
 * the post is sold; never oneself. The rated person is notified (and e-mailed by the activity rules).
 */
export async function ratePerson(
  deps: RatingsDeps,
  user: UserRow,
  campusId: string,
  postId: string,
  body: RateBody,
): Promise<Rating> {
  assertMember(user, campusId);
  const post = await findTopLevelPost(deps.db, campusId, postId);
  const comment = body.comment?.trim() || null;
  if (comment && comment.length > RATING_COMMENT_MAX)
    throw refuse(400, 'comment_too_long', RATING_MESSAGES.commentTooLong);
  const sale = await findSale(deps.db, postId);
  if (!sale || post.status !== 'sold') throw refuse(403, 'no_sale', RATING_MESSAGES.noSale);
  if (sale.sellerId === sale.buyerId) throw refuse(403, 'rate_self', RATING_MESSAGES.notYourself);
  const role = sale.sellerId === user.id ? 'buyer' : sale.buyerId === user.id ? 'seller' : null;
  if (!role) throw refuse(403, 'no_sale', RATING_MESSAGES.noSale);
  const ratedId = role === 'buyer' ? sale.buyerId : sale.sellerId;
  const result = await deps.db.transaction(async (tx) => {
    const row = await insertRating(tx, {
      postId,
      campusId,
      raterId: user.id,
      ratedId,
      role,
      stars: body.stars,
      comment,
    });
    if (!row) {
      // A second tap (or a retry) sends the same words: it answers the first rating, telling no one again.
      const first = await findRatingBy(tx, postId, user.id);
      if (first && first.stars === body.stars && first.comment === comment)
        return { row: first, repeat: true as const };
      throw refuse(409, 'already_rated', RATING_MESSAGES.alreadyRated);
    }
    const told = await notifyWithMail(deps, tx, {
      to: ratedId,
      from: user.id,
      type: 'rating',
      campusId,
      rootId: postId,
      threadKey: `rating:${row.id}`,
      message: `${starsText(body.stars)}${comment ? ` ${comment}` : ''}`,
    });
    return { row, repeat: false as const, ...told };
  });
  if (result.repeat === false) {
    // Both open pages show it: the sale panel's Rate form and the rated person's figures.
    await publishPostChanged(deps.bus, campusId, postId);
    await publishTrustChanged(deps.bus, campusId, [ratedId]);
    await publishNotifications(deps, [result.notice]);
    if (result.mailed) deps.activity.nudgeMail();
  }
  const { row } = result;
  return {
    id: row.id,
    from: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      img: user.image,
      verified: user.emailVerified,
    },
    role: row.role,
    stars: row.stars,
    comment: row.comment,
    postId: row.postId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A person's average stars and count ('4.8 (12 ratings)'). One query. */
export function getRatingSummary(db: Executor, userId: string) {
  return ratingSummaryOf(db, userId);
}

/** A page of the ratings a person received (the profile's Ratings tab), 10 per page, newest first. */
export async function listRatings(
  db: Database,
  ratedId: string,
  viewerId: string | null,
  cursor?: string,
): Promise<{ ratings: Rating[]; nextCursor: string | null }> {
  const rows = await listRatingsPage(db, ratedId, viewerId, decodeTimeCursor(cursor), RATINGS_PAGE_SIZE);
  return {
    ratings: rows.map((r) => ({
      id: r.id,
      from: r.from ?? DELETED_AUTHOR,
      role: r.role,
      stars: r.stars,
      comment: r.comment,
      postId: r.postId,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: nextTimeCursor(rows, RATINGS_PAGE_SIZE, (r) => ({ at: r.createdAt, id: r.id })),
  };
}
