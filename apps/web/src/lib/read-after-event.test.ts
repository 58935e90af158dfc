import { READ_AFTER_EVENT_HEADER, READ_AFTER_EVENT_MS } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { heardEventAt, readAfterEventHeaders } from './read-after-event';

describe('readAfterEventHeaders', () => {
  it("names the newest event's time for a moment after it was heard, then nothing", () => {
    expect(readAfterEventHeaders(0)).toEqual({});
    heardEventAt('2026-12-01T10:00:02.000Z', 1000);
    heardEventAt('2026-12-01T10:00:01.000Z', 2000);
    expect(readAfterEventHeaders(2500)).toEqual({ [READ_AFTER_EVENT_HEADER]: '2026-12-01T10:00:02.000Z' });
    expect(readAfterEventHeaders(2000 + READ_AFTER_EVENT_MS)).toEqual({});
  });
});
