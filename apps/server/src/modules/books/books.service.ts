import {
  BOOK_MESSAGES,
  COURSE_REFUSALS,
  type CourseRefusal,
  courseKey,
  courseLabel,
  courseRefusal,
  type Post,
  type PriceHistory,
  SEARCH_LIMITS,
  toIsbn13,
} from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { presentShown } from '../posts/posts.service';
import {
  findRequestsMet,
  listCoursePosts,
  type SoldLike,
  soldPrices,
  titlesForIsbn,
} from './books.repository';

/** A price history needs this many sales, so no one sale can be read off it. */
export const PRICE_HISTORY_MIN_SALES = 3;

/** The course of an address or a query, checked: its sentence when it is not one. */
export function readCourse(code: string): string {
  const refusal: CourseRefusal | null = courseRefusal([code.trim()]);
  if (refusal) throw new AppError(400, 'invalid_course', COURSE_REFUSALS[refusal]);
  return courseKey(code);
}

/** A written ISBN as 13 digits; the bad-checksum sentence otherwise. */
export function readIsbn(written: string): string {
  const isbn13 = toIsbn13(written);
  if (!isbn13) throw new AppError(400, 'invalid_isbn', BOOK_MESSAGES.badIsbn);
  return isbn13;
}

/** A page of /course/{code}: the course's listings and Looking-for posts, newest change first. */
export async function getCoursePage(
  db: Executor,
  campusId: string,
  viewerId: string | null,
  code: string,
  cursor?: string,
): Promise<{ course: string; posts: Post[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor, { t: 'date', id: 'uuid' }) : undefined;
  const key = readCourse(code);
  const limit = SEARCH_LIMITS.hitsPerPage;
  const rows = await listCoursePosts(db, {
    campusId,
    key,
    viewerId,
    limit,
    after: after ? [new Date(after.t), after.id] : undefined,
  });
  const last = rows.at(-1);
  return {
    course: courseLabel(key),
    posts: presentShown(rows),
    nextCursor:
      rows.length === limit && last
        ? encodeCursor({ t: last.lastModified.toISOString(), id: last.id })
        : null,
  };
}

/**
 * "Sold on this campus": the campus's sales of the last 12 months with the ISBN or, without one,
 * the course and a similar title; null below 3 sales or with nothing to compare.
 */
export async function getPriceHistory(
  db: Executor,
  campusId: string,
  query: { isbn?: string; course?: string; title?: string },
): Promise<PriceHistory | null> {
  const isbn = query.isbn?.trim() ? readIsbn(query.isbn) : null;
  const course = query.course?.trim() ? readCourse(query.course) : null;
  const title = query.title?.trim().slice(0, 120) || null;
  if (!isbn && !course && !title) return null;
  const like: SoldLike = isbn ? { isbn13: isbn } : { courseKey: course, title };
  const sold = await soldPrices(db, campusId, like);
  if (sold.count < PRICE_HISTORY_MIN_SALES) return null;
  return { count: sold.count, lowCents: sold.low, highCents: sold.high, medianCents: sold.median };
}

/** The titles this campus's earlier listings with the ISBN had (none: an empty list). */
export async function getIsbnTitles(db: Executor, campusId: string, isbn: string): Promise<string[]> {
  return titlesForIsbn(db, campusId, readIsbn(isbn));
}

/** The open requests a listing meets: what its seller sees right after posting (nobody else: none). */
export async function getRequestsMet(db: Executor, listingId: string, viewerId: string) {
  return findRequestsMet(db, listingId, viewerId);
}
