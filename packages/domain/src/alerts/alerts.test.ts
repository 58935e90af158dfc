import { describe, expect, it } from 'vitest';
import { alertLink } from './alerts';

describe('alertLink', () => {
  it.each([
    ['Posted! Your post was sent.', 'p1', { label: 'View', href: '/post/p1' }],
    ['Your post was sent', 'p2', { label: 'View', href: '/post/p2' }],
    ['Your post was sent', undefined, undefined],
    // No bag, no /cart: an alert never links there.
    ['Item added to bag', undefined, undefined],
    ['Post saved.', 'p3', undefined],
  ])('%s → %j', (msg, postId, expected) => {
    expect(alertLink(msg, postId)).toEqual(expected);
  });
});
