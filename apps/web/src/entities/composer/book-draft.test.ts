import { describe, expect, it } from 'vitest';
import { bookBodyOf, emptyBookDraft, isBookDraftEmpty } from './book-draft';

describe('a draft’s textbook and request part', () => {
  it('sends course codes and the ISBN only in the textbook categories', () => {
    const book = { ...emptyBookDraft(), course: 'MATH 2924, math-2934', isbn: ' 978-0-13-468599-1 ' };
    expect(bookBodyOf(book, 'books, movies, & music')).toEqual({
      kind: 'selling',
      upTo: null,
      courses: ['MATH 2924', 'math-2934'],
      isbn: '978-0-13-468599-1',
    });
    expect(bookBodyOf(book, 'furniture')).toMatchObject({ courses: [], isbn: null });
  });

  it('sends Up to only for a request, in whole dollars', () => {
    expect(bookBodyOf({ ...emptyBookDraft(), kind: 'looking_for', upTo: '40' }, null)).toMatchObject({
      kind: 'looking_for',
      upTo: 40,
    });
    expect(bookBodyOf({ ...emptyBookDraft(), upTo: '40' }, null).upTo).toBeNull();
  });

  it('is empty until something is chosen or typed', () => {
    expect(isBookDraftEmpty(emptyBookDraft())).toBe(true);
    expect(isBookDraftEmpty({ ...emptyBookDraft(), kind: 'looking_for' })).toBe(false);
  });
});
