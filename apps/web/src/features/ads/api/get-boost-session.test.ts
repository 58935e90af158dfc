import { describe, expect, it } from 'vitest';
import { isBoostSettled } from './get-boost-session';

const session = { postId: 'p', adId: 'a', paid: false };

describe('isBoostSettled (the success page leaves when the ad runs or is gone)', () => {
  it.each([
    [undefined, false],
    [{ ...session, adStatus: 'checkout' as const }, false],
    [{ ...session, adStatus: 'active' as const, paid: true }, true],
    [{ ...session, adStatus: 'scheduled' as const, paid: true }, true],
    [{ ...session, adId: null, adStatus: null }, true],
  ])('%j → %s', (s, expected) => {
    expect(isBoostSettled(s)).toBe(expected);
  });
});
