import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './whole-number';

describe('formatWholeNumber', () => {
  it.each([
    0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1000, -1_234_567, 12.4, 1999.6, -0.2,
  ])('writes %d as en-US does', (n) => {
    expect(formatWholeNumber(n)).toBe(Math.round(n).toLocaleString('en-US').replace(/^-0$/, '0'));
  });
});
