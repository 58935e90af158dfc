import { describe, expect, it } from 'vitest';
import { joinedText } from './joined-date';

describe('joinedText', () => {
  it.each([
    ['2025-03-14T12:00:00Z', 'UTC', 'Joined March 2025'],
    ['2024-12-31T23:30:00Z', 'UTC', 'Joined December 2024'],
    // The viewer's time zone decides the month at its edges.
    ['2025-01-01T03:00:00Z', 'America/Chicago', 'Joined December 2024'],
    ['2025-01-31T23:00:00Z', 'Asia/Tokyo', 'Joined February 2025'],
  ])('%s in %s reads %j', (iso, zone, expected) => {
    expect(joinedText(iso, zone)).toBe(expected);
  });

  it('reads nothing for a date it cannot parse', () => {
    expect(joinedText('not a date')).toBe('');
  });
});
