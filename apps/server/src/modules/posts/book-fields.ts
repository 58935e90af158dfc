import {
  COURSE_REFUSALS,
  courseKeysOf,
  courseRefusal,
  isTextbookCategory,
  type PostKind,
  priceRefusal,
  toIsbn13,
} from '@campus/domain';
import { AppError } from '../../http/errors';

/** The textbook and request fields as a create or an edit sends them. */
export interface BookInput {
  kind?: PostKind;
  upTo?: number | null;
  courses?: string[];
  isbn?: string | null;
}

/** As stored on the post's row. */
export interface BookColumns {
  upToCents: number | null;
  courses: string[];
  courseKeys: string[];
  isbn13: string | null;
}

/**
 * The fields checked, each refusal with its sentence: course codes (20 characters, 4 at most) and
 * the ISBN (its checksum) are kept only for the textbook categories; Up to only on a request.
 */
export function checkBookFields(
  input: BookInput,
  kind: PostKind,
  category: string | null,
  /** Looking for a roommate has a budget (Up to) as a request has. */
  budget = kind === 'looking_for',
): BookColumns {
  const textbook = isTextbookCategory(category);
  const courses = (input.courses ?? []).map((c) => c.trim().replace(/\s+/g, ' ')).filter((c) => c !== '');
  const refusal = courseRefusal(courses);
  if (refusal) throw new AppError(400, 'invalid_course', COURSE_REFUSALS[refusal]);
  const written = input.isbn?.trim() ?? '';
  const isbn13 = written === '' ? null : toIsbn13(written);
  if (written !== '' && !isbn13) throw new AppError(400, 'invalid_isbn');
  const upTo = budget ? (input.upTo ?? null) : null;
  const upToRefusal = upTo === null ? null : priceRefusal(upTo);
  if (upToRefusal) throw new AppError(400, 'invalid_price', upToRefusal);
  return {
    upToCents: upTo === null ? null : upTo * 100,
    courses: textbook ? [...new Set(courses)] : [],
    courseKeys: textbook ? courseKeysOf(courses) : [],
    isbn13: textbook ? isbn13 : null,
  };
}
