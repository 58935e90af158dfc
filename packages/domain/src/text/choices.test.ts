import { describe, expect, it } from 'vitest';
import { choices } from './choices';

describe('choices', () => {
  const sizes = choices({ small: 'Small', large: 'Large', extra_large: 'Extra large' });

  it('lists the values in the order the labels are written', () => {
    expect(sizes.values).toEqual(['small', 'large', 'extra_large']);
    expect(sizes.labels.extra_large).toBe('Extra large');
  });

  it('knows its own values and nothing else', () => {
    expect(sizes.is('large')).toBe(true);
    expect(sizes.is('Large')).toBe(false);
    expect(sizes.is('toString')).toBe(false);
    expect(sizes.is(1)).toBe(false);
    expect(sizes.is(undefined)).toBe(false);
  });
});
