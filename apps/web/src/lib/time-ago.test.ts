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

  it('gives the date after a week, the same each time from its one formatter', () => {
    const first = timeAgo('2026-11-03T12:00:00Z', now);
    expect(first).toMatch(/^Nov [23]$/);
    expect(timeAgo('2026-11-03T12:00:00Z', now)).toBe(first);
    expect(timeAgo('2026-01-15T12:00:00Z', now)).toMatch(/^Jan 1[45]$/);
  });
});
