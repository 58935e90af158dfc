import { describe, expect, it } from 'vitest';
import { autolink, formatPrice, truncateText } from './autolink';

describe('autolink', () => {
  it('links URLs, phones (sms) and street addresses, keeping the text around them', () => {
    const parts = autolink('Pick up at 660 Elm Ave, text 405-555-0123 or see www.ou.edu/map.');
    expect(parts).toEqual([
      { kind: 'text', text: 'Pick up at ' },
      {
        kind: 'address',
        text: '660 Elm Ave',
        href: 'https://www.google.com/maps/search/?api=1&query=660%20Elm%20Ave',
      },
      { kind: 'text', text: ', text ' },
      { kind: 'phone', text: '405-555-0123', href: 'sms:4055550123' },
      { kind: 'text', text: ' or see ' },
      { kind: 'url', text: 'www.ou.edu/map', href: 'https://www.ou.edu/map' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    ['https://example.com/a?b=1', 'url'],
    ['(405) 555-0123', 'phone'],
    ['+1 405 555 0123', 'phone'],
    ['123 Main St', 'address'],
    ['1200 E Boyd Street', 'address'],
  ])('finds %s as %s', (text, kind) => {
    expect(autolink(`x ${text} y`).some((p) => p.kind === kind)).toBe(true);
  });

  it('leaves plain text alone', () => {
    expect(autolink('Desk, $40, barely used')).toEqual([{ kind: 'text', text: 'Desk, $40, barely used' }]);
  });
});

describe('formatting', () => {
  it.each([
    [4000, '$40'],
    [123456, '$1,235'],
    [0, '$0'],
    [99_999_900, '$999,999'],
    [100_000_000, '$1,000,000'],
    [149, '$1'],
  ])('price %i → %s', (cents, text) => expect(formatPrice(cents)).toBe(text));

  it('truncates at 200 characters near a word boundary', () => {
    const long = `${'word '.repeat(60)}end`;
    const cut = truncateText(long, 200);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(201);
    expect(truncateText('short', 200)).toEqual({ text: 'short', truncated: false });
  });
});
