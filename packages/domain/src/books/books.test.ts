import { describe, expect, it } from 'vitest';
import { pushPayloadFor } from '../push/rules';
import { filterChips, filterParams, readListingFilters, withoutFilter } from '../search/filters';
import {
  courseCodesOf,
  courseKey,
  courseKeysOf,
  courseLabel,
  courseRefusal,
  formatIsbn13,
  isbnsAsSearchWords,
  isIsbn,
  toIsbn10,
  toIsbn13,
} from './index';

describe('course codes', () => {
  it('are one course whatever the case, spaces and dashes', () => {
    expect(new Set(['math2924', 'MATH 2924', 'Math-2924', ' math  2924 '].map(courseKey))).toEqual(
      new Set(['MATH2924']),
    );
    expect(courseLabel('math-2924')).toBe('MATH 2924');
    expect(courseLabel('CS1')).toBe('CS 1');
  });

  it('a field may hold several codes; repeats are one key', () => {
    expect(courseCodesOf('MATH 2924, math-2934 / CHEM 1315;')).toEqual([
      'MATH 2924',
      'math-2934',
      'CHEM 1315',
    ]);
    expect(courseKeysOf(['MATH 2924', 'math2924', 'CHEM 1315'])).toEqual(['MATH2924', 'CHEM1315']);
  });

  it('refuses long codes, too many and ones without letters or digits', () => {
    expect(courseRefusal(['MATH 2924'])).toBeNull();
    expect(courseRefusal([])).toBeNull();
    expect(courseRefusal(['M'.repeat(400)])).toBe('tooLong');
    expect(courseRefusal(['A1', 'B2', 'C3', 'D4', 'E5'])).toBe('tooMany');
    expect(courseRefusal(['---'])).toBe('notACode');
    expect(courseRefusal(['<b>'])).toBe('notACode');
  });
});

describe('ISBNs', () => {
  it('checks ISBN-13 and ISBN-10 checksums, hyphens and spaces allowed', () => {
    expect(toIsbn13('978-0-13-468599-1')).toBe('9780134685991');
    expect(toIsbn13('9780134685991')).toBe('9780134685991');
    expect(toIsbn13('978 0134685991')).toBe('9780134685991');
    expect(toIsbn13('9780134685992')).toBeNull();
    expect(toIsbn13('0-13-468599-7')).toBe('9780134685991');
    expect(toIsbn13('0134685998')).toBeNull();
    // An ISBN-10 whose check character is X.
    expect(toIsbn13('0-8044-2957-X')).toBe('9780804429573');
    expect(toIsbn13('080442957x')).toBe('9780804429573');
    expect(isIsbn('12345')).toBe(false);
    expect(isIsbn('97801346859911')).toBe(false);
    expect(isIsbn('abcdefghij')).toBe(false);
  });

  it('converts between the two forms of one book', () => {
    expect(toIsbn10('9780134685991')).toBe('0134685997');
    expect(toIsbn10('9780804429573')).toBe('080442957X');
    expect(toIsbn10('979-10-90636-07-1')).toBeNull();
    expect(toIsbn13(toIsbn10('9781492052203')!)).toBe('9781492052203');
    expect(formatIsbn13('9780134685991')).toBe('978-0134685991');
  });

  it('a search names an ISBN in any form by its 13 digits', () => {
    expect(isbnsAsSearchWords('calculus 978-0-13-468599-1')).toBe('calculus 9780134685991');
    expect(isbnsAsSearchWords('0134685997')).toBe('9780134685991');
    expect(isbnsAsSearchWords('desk 1234567890123')).toBe('desk 1234567890123');
    expect(isbnsAsSearchWords('math 2924')).toBe('math 2924');
  });
});

describe('a request match as a push', () => {
  it('goes out under the saved-search switch, titled for the request, opening the listing', () => {
    expect(
      pushPayloadFor({
        notificationType: 'request match',
        actorName: 'Sam S.',
        snippet: 'Calculus',
        postId: 'p1',
      }),
    ).toMatchObject({ type: 'saved_search_matches', title: 'New listing for your request', url: '/post/p1' });
  });
});

describe('the Looking for filter', () => {
  it('is read from an address, written back and shown as a chip', () => {
    const { filters } = readListingFilters((name) => (name === 'lookingFor' ? 'true' : null));
    expect(filters).toEqual({ sort: 'newest', lookingFor: true });
    expect(filterParams(filters)).toEqual([['lookingFor', 'true']]);
    expect(filterChips(filters)).toEqual([{ key: 'lookingFor', label: 'Looking for' }]);
    expect(withoutFilter(filters, 'lookingFor')).toEqual({ sort: 'newest' });
  });
});
