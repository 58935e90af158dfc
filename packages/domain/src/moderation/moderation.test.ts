import { describe, expect, it } from 'vitest';
import { formatUntil, MODERATION_MESSAGES, moderationActionBody } from './actions';
import { isNewAccount, NEW_ACCOUNT_LIMITS, NEW_ACCOUNT_MESSAGES } from './new-accounts';
import { REPORT_MESSAGES } from './reports';
import { createReportBody } from './schemas';

describe('moderation rules', () => {
  it('writes the end of a suspension in the given time zone', () => {
    expect(formatUntil('2026-05-03T14:05:00.000Z')).toBe('May 3, 2026 at 2:05 PM UTC');
    expect(formatUntil('2026-05-03T14:05:00.000Z', 'America/Chicago')).toBe('May 3, 2026 at 9:05 AM CDT');
    expect(MODERATION_MESSAGES.suspended('2026-05-03T14:05:00.000Z')).toMatch(
      /^Your account is suspended until May 3, 2026 at 2:05 PM UTC\. You can read/,
    );
  });

  it.each([
    [0, true],
    [23.9, true],
    [24, false],
    [48, false],
  ])('an account %s hours old is new: %s', (hours, expected) => {
    const now = new Date('2026-01-02T00:00:00Z');
    expect(isNewAccount(new Date(now.getTime() - hours * 3_600_000), now)).toBe(expected);
  });

  it('says the first-day limits with their numbers', () => {
    expect(NEW_ACCOUNT_MESSAGES.posts).toContain(`${NEW_ACCOUNT_LIMITS.posts} posts an hour`);
    expect(NEW_ACCOUNT_MESSAGES.chats).toContain(`${NEW_ACCOUNT_LIMITS.chats} conversations an hour`);
    expect(NEW_ACCOUNT_MESSAGES.reports).toContain(`${NEW_ACCOUNT_LIMITS.reports} reports an hour`);
  });

  it.each([
    [{ targetType: 'post', targetId: 'x', reason: 'spam' }, true],
    [{ targetType: 'post', targetId: 'x', reason: 'other' }, false],
    [{ targetType: 'post', targetId: 'x', reason: 'other', note: '  ' }, false],
    [{ targetType: 'post', targetId: 'x', reason: 'other', note: 'Fake' }, true],
    [{ targetType: 'ad', targetId: 'x', reason: 'spam' }, false],
  ])('reads a report body %o: %s', (body, ok) => {
    const parsed = createReportBody.safeParse(body);
    expect(parsed.success).toBe(ok);
    if (!ok && body.reason === 'other' && body.targetType === 'post')
      expect(parsed.error?.issues[0]?.message).toBe(REPORT_MESSAGES.noteRequired);
  });

  it('needs days to suspend, and a reason for every action', () => {
    const base = { targetType: 'post', targetId: 'x', reason: 'Spam' };
    expect(moderationActionBody.safeParse({ ...base, action: 'suspend' }).success).toBe(false);
    expect(moderationActionBody.safeParse({ ...base, action: 'suspend', days: 7 }).success).toBe(true);
    expect(moderationActionBody.safeParse({ ...base, action: 'suspend', days: 366 }).success).toBe(false);
    expect(moderationActionBody.safeParse({ ...base, action: 'ban', reason: ' ' }).success).toBe(false);
  });
});
