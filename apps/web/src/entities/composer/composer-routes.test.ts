import { describe, expect, it } from 'vitest';
import { backTarget, notifyPostedUrl } from './composer-routes';

describe('backTarget', () => {
  it.each([
    [null, '/home'],
    ['', '/home'],
    ['home', '/home'],
    ['saved', '/saved'],
    ['/post/abc', '/post/abc'],
    ['/search?q=desk', '/search?q=desk'],
    ['//evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('%j → %s', (goBack, expected) => {
    expect(backTarget(goBack)).toBe(expected);
  });
});

it('notifyPostedUrl names the filter and the post', () => {
  expect(notifyPostedUrl('p1')).toBe('/home?filter=notify-posted&post=p1');
});
