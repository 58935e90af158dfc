import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsTracker, isTrackedPost } from './analytics-tracker';

const POST_A = '11111111-1111-4111-8111-111111111111';
const POST_B = '22222222-2222-4222-8222-222222222222';
const SESSION = '33333333-3333-4333-8333-333333333333';

describe('createAnalyticsTracker', () => {
  it('sends each action once per post in a page session', () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const track = createAnalyticsTracker(send, SESSION);
    expect(track('view', POST_A)).toBe(true);
    expect(track('view', POST_A)).toBe(false);
    expect(track('external_link_click', POST_A)).toBe(true);
    expect(track('view', POST_B)).toBe(true);
    expect(track('external_link_click', POST_A)).toBe(false);
    expect(send.mock.calls.map(([b]) => b)).toEqual([
      { actionType: 'view', postId: POST_A, pageSessionId: SESSION },
      { actionType: 'external_link_click', postId: POST_A, pageSessionId: SESSION },
      { actionType: 'view', postId: POST_B, pageSessionId: SESSION },
    ]);
  });

  it('only warns when sending fails, and does not send again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    const track = createAnalyticsTracker(send, SESSION);
    track('copied_link', POST_A);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(track('copied_link', POST_A)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('isTrackedPost', () => {
  it.each([
    [null, false],
    [{ status: 'active' }, true],
    [{ status: 'paused' }, false],
    [{ status: 'checkout' }, false],
  ])('ad %j → %s', (ad, expected) => {
    expect(isTrackedPost({ ad })).toBe(expected);
  });
});
