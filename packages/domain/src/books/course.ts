/**
 * Course codes as students write them (MATH 2924, math2924, Math-2924): kept as typed, matched by
 * their key, without case, spaces or dashes. A post may name several codes (cross-listed courses).
 */

/** At most this many characters per code, and this many codes per post. */
export const COURSE_LIMITS = { codeLength: 20, codes: 4 } as const;

/** A code's key: upper case, no spaces, dashes, dots or underscores ("MATH2924"). */
export function courseKey(code: string): string {
  return code.toUpperCase().replace(/[\s\-._]/g, '');
}

/** A key as people write it: letters apart from the number ("MATH 2924"). */
export function courseLabel(code: string): string {
  const key = courseKey(code);
  const parts = key.match(/^([A-Z]+)(\d.*)$/);
  return parts ? `${parts[1]} ${parts[2]}` : key;
}

/** A key's words for the search index: the key and its letters and number apart ("math2924 math 2924"). */
export function courseSearchWords(key: string): string {
  return `${key} ${courseLabel(key)}`.toLowerCase();
}

/** The codes of a Course field, split at commas, semicolons and slashes; blanks dropped. */
export function courseCodesOf(field: string): string[] {
  return field
    .split(/[,;/]/)
    .map((c) => c.trim().replace(/\s+/g, ' '))
    .filter((c) => c !== '');
}

export type CourseRefusal = 'tooLong' | 'tooMany' | 'notACode';

/**
 * Why codes cannot be kept, or null: each at most 20 characters, letters or digits among them
 * (a key of 2 to 20 letters and digits), at most 4.
 */
export function courseRefusal(codes: readonly string[]): CourseRefusal | null {
  if (codes.length > COURSE_LIMITS.codes) return 'tooMany';
  for (const code of codes) {
    if (code.length > COURSE_LIMITS.codeLength) return 'tooLong';
    if (!/^[A-Z0-9]{2,20}$/.test(courseKey(code))) return 'notACode';
  }
  return null;
}

/** The distinct keys of codes, in their order. */
export function courseKeysOf(codes: readonly string[]): string[] {
  return [...new Set(codes.map(courseKey))];
}

/** The categories whose posts offer Course and ISBN. */
export const TEXTBOOK_CATEGORIES = ['books, movies, & music', 'school supplies'] as const;

export const isTextbookCategory = (category: string | null | undefined) =>
  (TEXTBOOK_CATEGORIES as readonly (string | null | undefined)[]).includes(category);
