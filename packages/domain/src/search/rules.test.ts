import { describe, expect, it } from 'vitest';
import { moveHighlight, normalizeSearchText, profileFeedHasMore, searchHasMore } from './rules';

describe('search rules', () => {
  it.each([
    ['  Desk ', 'desk'],
    ['Standing   DESK\tlamp', 'standing desk lamp'],
    ['', ''],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [10, true],
  ])('a page of %i hits has more: %s', (hits, more) => {
    expect(searchHasMore(hits)).toBe(more);
  });

  it.each([
    [8, false],
    [9, true],
    [10, true],
  ])('a profile page of %i has more: %s', (rows, more) => {
    expect(profileFeedHasMore(rows)).toBe(more);
  });

  it.each([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, 1, 2],
    [0, 0, 1, -1],
  ] as const)('from %i of %i moving %i lands on %i', (current, count, step, expected) => {
    expect(moveHighlight(current, count, step)).toBe(expected);
  });
});
