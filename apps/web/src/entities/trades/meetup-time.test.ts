import { describe, expect, it } from 'vitest';
import { isoFromLocalInput } from './meetup-time';

describe('isoFromLocalInput', () => {
  it('reads a datetime-local value in the browser’s time zone, and nothing else', () => {
    expect(isoFromLocalInput('2026-11-28T15:00')).toBe(new Date(2026, 10, 28, 15, 0).toISOString());
    expect(isoFromLocalInput('')).toBeNull();
    expect(isoFromLocalInput('tomorrow at 3')).toBeNull();
    expect(isoFromLocalInput('2026-13-45T99:99')).toBeNull();
  });
});
