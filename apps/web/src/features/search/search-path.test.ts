import { describe, expect, it } from 'vitest';
import { searchPath, searchTabOf } from './search-path';

describe('searchPath', () => {
  it.each([
    ['desk', '/home', '', '/search?q=desk'],
    ['  oak desk ', '/post/1', '', '/search?q=oak+desk'],
    ['desk', '/search', '?q=lamp&show=people', '/search?q=desk&show=people'],
    ['desk', '/search', '?q=lamp&show=media', '/search?q=desk&show=media'],
    ['desk', '/search', '?q=lamp&show=latest', '/search?q=desk'],
    ['desk', '/search', '?q=lamp&show=bogus', '/search?q=desk'],
    ['desk', '/ann', '?show=photos', '/search?q=desk'],
    ['a&b', '/home', '', '/search?q=a%26b'],
  ])('%j from %s%s goes to %s', (text, pathname, search, expected) => {
    expect(searchPath(text, { pathname, search })).toBe(expected);
  });

  it.each(['', '   ', '\t\n'])('ignores blank text %j', (text) => {
    expect(searchPath(text, { pathname: '/home', search: '' })).toBeNull();
  });
});

describe('searchTabOf', () => {
  it.each([
    [null, 'latest'],
    ['media', 'media'],
    ['people', 'people'],
    ['photos', 'latest'],
  ] as const)('%j shows %s', (show, tab) => {
    expect(searchTabOf(show)).toBe(tab);
  });
});
