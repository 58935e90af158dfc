import { describe, expect, it } from 'vitest';
import { AWAY_MESSAGES, awayDateProblem, formatAwayDate, isAway } from './away-rules';
import { listingPeriodsValid, RENEW_MESSAGES } from './renew';
import { REPLY_TIME_MIN_CHATS, replyTimeOf, type StartedChat } from './reply-time';

const NOW = new Date('2027-01-05T12:00:00Z');
const at = (iso: string) => new Date(iso);
const minutes = (start: Date, m: number) => new Date(start.getTime() + m * 60_000);

describe('away', () => {
  it('reads "Away until Jan 10"', () => {
    expect(AWAY_MESSAGES.until('2027-01-10')).toBe('Away until Jan 10');
    expect(formatAwayDate('2026-12-31')).toBe('Dec 31');
  });

  it('takes a date after today and within the bound', () => {
    expect(awayDateProblem('2027-01-05', NOW)).toBe(AWAY_MESSAGES.pastDate);
    expect(awayDateProblem('2026-12-01', NOW)).toBe(AWAY_MESSAGES.pastDate);
    expect(awayDateProblem('not-a-day', NOW)).toBe(AWAY_MESSAGES.pastDate);
    expect(awayDateProblem('2027-01-06', NOW)).toBeNull();
    expect(awayDateProblem('2027-05-05', NOW)).toBeNull(); // 120 days
    expect(awayDateProblem('2027-05-06', NOW)).toBe(AWAY_MESSAGES.tooFar);
  });

  it('ends when its day begins', () => {
    expect(isAway('2027-01-06', NOW)).toBe(true);
    expect(isAway('2027-01-05', NOW)).toBe(false);
    expect(isAway(null, NOW)).toBe(false);
  });
});

describe('reply time', () => {
  const start = at('2027-01-01T10:00:00Z');
  const chat = (replyMinutes: number | null, startedAt = start): StartedChat => ({
    startedAt,
    firstReplyAt: replyMinutes === null ? null : minutes(startedAt, replyMinutes),
  });

  it('says nothing under five chats', () => {
    expect(replyTimeOf([chat(1), chat(1), chat(1), chat(1)], NOW)).toBeNull();
    expect(REPLY_TIME_MIN_CHATS).toBe(5);
  });

  it('is within an hour when at least half were answered within 60 minutes', () => {
    expect(replyTimeOf([chat(60), chat(5), chat(59), chat(61), chat(null), chat(null)], NOW)).toBe('hour');
    expect(replyTimeOf([chat(60), chat(5), chat(61), chat(null), chat(null)], NOW)).toBe('day');
  });

  it('is within a day when at least half were answered within 24 hours', () => {
    expect(
      replyTimeOf([chat(24 * 60), chat(23 * 60), chat(90), chat(null), chat(null), chat(25 * 60)], NOW),
    ).toBe('day');
    expect(replyTimeOf([chat(24 * 60 + 1), chat(23 * 60), chat(90), chat(null), chat(null)], NOW)).toBeNull();
  });

  it('reads only the last 90 days, and no reply after now', () => {
    const old = at('2026-10-06T11:59:59Z'); // 90 days and a second before NOW
    const edge = at('2026-10-07T12:00:00Z'); // exactly 90 days before
    expect(replyTimeOf([chat(1, old), chat(1), chat(1), chat(1), chat(1)], NOW)).toBeNull();
    expect(replyTimeOf([chat(1, edge), chat(1), chat(1), chat(1), chat(1)], NOW)).toBe('hour');
    const late = { startedAt: at('2027-01-05T11:30:00Z'), firstReplyAt: at('2027-01-05T12:10:00Z') };
    expect(replyTimeOf([late, late, late, chat(1), chat(1)], NOW)).toBeNull();
  });
});

describe('renew or expire', () => {
  it('asks "Still selling {title}?" with the listing\'s first words', () => {
    expect(RENEW_MESSAGES.stillSelling('Desk lamp\nbrass, works')).toBe(
      'Still selling Desk lamp brass, works?',
    );
  });

  it("keeps a campus's periods within bounds, expiry after the reminder", () => {
    expect(listingPeriodsValid({ reminderDays: 14, expiryDays: 30 })).toBe(true);
    expect(listingPeriodsValid({ reminderDays: 2, expiryDays: 30 })).toBe(false);
    expect(listingPeriodsValid({ reminderDays: 14, expiryDays: 14 })).toBe(false);
    expect(listingPeriodsValid({ reminderDays: 14, expiryDays: 181 })).toBe(false);
    expect(listingPeriodsValid({ reminderDays: 14.5, expiryDays: 30 })).toBe(false);
  });
});
