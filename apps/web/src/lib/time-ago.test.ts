import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-24T18:00:00Z');

describe('timeAgo', () => {
  it('says now, minutes, hours and days for the last week', () => {
    expect(timeAgo('2026-11-24T17:59:30Z', now)).toBe('now');
    expect(timeAgo('2026-11-24T17:55:00Z', now)).toBe('5m');
    expect(timeAgo('2026-11-24T15:00:00Z', now)).toBe('3h');
    expect(timeAgo('2026-11-22T18:00:00Z', now)).toBe('2d');
  });

  it('gives the date after a week, in the local zone, as en-US writes it', () => {
    for (const iso of [
      '2026-11-03T12:00:00Z',
      '2026-01-15T00:30:00Z',
      '2025-12-31T23:59:00Z',
      '2026-05-09T08:00:00Z',
    ]) {
      const expected = new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
      expect(timeAgo(iso, now)).toBe(expected);
    }
  });
});
