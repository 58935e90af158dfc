import { describe, expect, it } from 'vitest';
import { checkoutTarget, phoneUpdateReturnPath } from './checkout-return';

const id = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';
const q = (s: string) => new URLSearchParams(s);

describe('/checkout', () => {
  it.each([
    [`post=${id}`, `/post/${id}/boost`],
    ['', '/ads'],
    ['post=../../settings', '/ads'],
    ['post=//evil.example', '/ads'],
  ])('?%s continues at %s', (search, target) => {
    expect(checkoutTarget(q(search))).toBe(target);
  });
});

describe('a phone update', () => {
  it.each([
    [`from=checkout&post=${id}`, `/checkout?post=${id}`],
    ['from=checkout', '/checkout'],
    ['from=checkout&post=nope', '/checkout'],
    ['', null],
    ['from=profile', null],
  ])('?%s returns to %s', (search, path) => {
    expect(phoneUpdateReturnPath(q(search))).toBe(path);
  });
});
