import { describe, expect, it } from 'vitest';
import { ADS_MESSAGES } from './messages';
import {
  adRemainingMs,
  adSpentCents,
  adTimeLeftText,
  boostAmountCents,
  ctaOf,
  formatBudget,
  formatCharge,
  formatDollars,
  formatTimeLeft,
  interleaveSponsored,
  isAlreadyBoosted,
  postAdControls,
  validateBoostGoal,
  validateWebsiteUrl,
} from './rules';
import { AD_STATUS_LABELS, boostBody } from './schemas';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatTimeLeft', () => {
  it.each([
    [3 * DAY + 4 * HOUR + 5 * MIN + 59_000, '3d 4h 5m'],
    [DAY, '1d 0h 0m'],
    [23 * HOUR + 59 * MIN, '23h 59m'],
    [HOUR, '1h 0m'],
    [59 * MIN, '59m'],
    [30_000, '0m'],
    [0, 'Expired'],
    [-5 * MIN, 'Expired'],
  ])('%d ms → %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));
});

describe('formatDollars', () => {
  it.each([
    [0, '$0.00'],
    [500, '$5.00'],
    [1505, '$15.05'],
    [123456, '$1,234.56'],
    [-500, '-$5.00'],
  ])('%d → %s', (cents, text) => expect(formatDollars(cents)).toBe(text));
});

describe('formatCharge', () => {
  it.each([
    [1500, '\u2212$15.00'],
    [123456, '\u2212$1,234.56'],
  ])('%d → %s', (cents, text) => expect(formatCharge(cents)).toBe(text));
});

describe('boostAmountCents', () => {
  it.each([
    [1, 500],
    [3, 1500],
    [30, 15000],
  ])('%d days → %d cents', (days, cents) => expect(boostAmountCents(days)).toBe(cents));
});

describe('validateWebsiteUrl', () => {
  it.each([
    [undefined, ADS_MESSAGES.websiteRequired],
    ['   ', ADS_MESSAGES.websiteRequired],
    ['www.shop.com', ADS_MESSAGES.websiteInvalid],
    ['http://www.shop.com', ADS_MESSAGES.websiteInvalid],
    ['javascript:alert(1)', ADS_MESSAGES.websiteInvalid],
    ['https://localhost', ADS_MESSAGES.websiteInvalid],
    [`https://www.${'a'.repeat(40)}.com`, ADS_MESSAGES.websiteInvalid],
    ['https://www.shop.com', null],
    ['https://shop.example.com/item?id=3', null],
  ])('%j → %s', (url, message) => expect(validateWebsiteUrl(url)).toBe(message));
});

describe('validateBoostGoal', () => {
  it.each([
    [{ goal: 'message' }, {}],
    [{ goal: 'profile', url: 'nonsense' }, {}],
    [{ goal: 'website', label: 'Shop Now' }, { url: ADS_MESSAGES.websiteRequired }],
    [{ goal: 'website', url: 'https://www.shop.com' }, { label: ADS_MESSAGES.labelRequired }],
    [{ goal: 'website', url: 'https://www.shop.com', label: 'Shop Now' }, {}],
  ])('%j → %j', (input, errors) => expect(validateBoostGoal(input)).toEqual(errors));

  it('is applied by the boost body schema, with the days defaulting to 1', () => {
    const bad = boostBody.safeParse({ goal: 'website', url: 'shop' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['url', ADS_MESSAGES.websiteInvalid],
      ['label', ADS_MESSAGES.labelRequired],
    ]);
    expect(boostBody.parse({ goal: 'message' })).toEqual({ goal: 'message', days: 1, runUntilPause: false });
    expect(boostBody.safeParse({ goal: 'message', days: 31 }).success).toBe(false);
    expect(boostBody.safeParse({ goal: 'message', days: 0 }).success).toBe(false);
  });
});

describe('ctaOf', () => {
  it('keeps url and label for a website only', () => {
    expect(ctaOf({ goal: 'website', url: ' https://www.shop.com ', label: 'Shop Now' })).toEqual({
      type: 'website',
      url: 'https://www.shop.com',
      label: 'Shop Now',
    });
    expect(ctaOf({ goal: 'message', url: 'x', label: 'Shop Now' })).toEqual({ type: 'message' });
  });
});

const base = {
  status: 'active' as const,
  startTime: '2025-01-01T00:00:00.000Z',
  endTimeAdjusted: '2025-01-04T00:00:00.000Z',
  pausedAt: null,
  timePausedMs: 0,
  endedAt: null,
  durationMinutes: 3 * 1440,
  amountBudgetedCents: 1500,
};
const at = (iso: string) => Date.parse(iso);

describe('adRemainingMs and adTimeLeftText', () => {
  it.each([
    [base, '2025-01-02T00:00:00.000Z', '2d 0h 0m'],
    [
      { ...base, status: 'paused' as const, pausedAt: '2025-01-03T12:00:00.000Z' },
      '2025-01-10T00:00:00.000Z',
      '12h 0m',
    ],
    [base, '2025-01-05T00:00:00.000Z', 'Expired'],
    [{ ...base, status: 'stopped' as const }, '2025-01-02T00:00:00.000Z', 'Expired'],
    [{ ...base, endTimeAdjusted: null, runUntilPause: true }, '2025-01-02T00:00:00.000Z', 'Until paused'],
    [
      { ...base, status: 'checkout' as const, startTime: null, endTimeAdjusted: null },
      '2025-01-02T00:00:00.000Z',
      '--',
    ],
  ])('%j at %s → %s', (ad, now, text) => expect(adTimeLeftText(ad, at(now), 'Until paused')).toBe(text));

  it('is null for an ad without an end', () => {
    expect(adRemainingMs({ ...base, endTimeAdjusted: null }, at('2025-01-02T00:00:00.000Z'))).toBeNull();
  });
});

describe('adSpentCents', () => {
  it.each([
    [base, '2025-01-02T00:00:00.000Z', 500],
    [base, '2025-02-01T00:00:00.000Z', 1500],
    [{ ...base, status: 'checkout' as const, startTime: null }, '2025-01-02T00:00:00.000Z', 0],
    [
      { ...base, status: 'paused' as const, pausedAt: '2025-01-02T12:00:00.000Z' },
      '2025-01-03T00:00:00.000Z',
      750,
    ],
    [
      { ...base, timePausedMs: DAY, endTimeAdjusted: '2025-01-05T00:00:00.000Z' },
      '2025-01-03T00:00:00.000Z',
      500,
    ],
    [
      { ...base, status: 'stopped' as const, endedAt: '2025-01-01T12:00:00.000Z' },
      '2025-01-03T00:00:00.000Z',
      250,
    ],
    [{ ...base, status: 'completed' as const }, '2025-01-01T00:00:00.000Z', 1500],
  ])('%j at %s → %d', (ad, now, cents) => expect(adSpentCents(ad, at(now))).toBe(cents));
});

describe('formatBudget', () => {
  it.each([
    ['checkout', '-- of $15.00'],
    ['scheduled', '-- of $15.00'],
    ['in_review', '-- of $15.00'],
    ['active', '$5.00 of $15.00'],
    ['paused', '$5.00 of $15.00'],
    ['stopped', '$5.00 of $15.00'],
    ['completed', '$5.00 of $15.00'],
    ['rejected', '$5.00 of $15.00'],
  ] as const)('%s → %s', (status, text) =>
    expect(formatBudget({ status, totalSpentCents: 500, amountBudgetedCents: 1500 })).toBe(text),
  );
});

describe('AD_STATUS_LABELS and isAlreadyBoosted', () => {
  it.each([
    ['checkout', 'Not Paid', false],
    ['in_review', 'In Review', true],
    ['scheduled', 'Scheduled', true],
    ['active', 'Running', true],
    ['paused', 'Paused', true],
    ['rejected', 'Rejected', false],
    ['stopped', 'Stopped', false],
    ['completed', 'Completed', false],
  ] as const)('%s → %s, blocks a new boost: %s', (status, label, blocks) => {
    expect(AD_STATUS_LABELS[status]).toBe(label);
    expect(isAlreadyBoosted(status)).toBe(blocks);
  });
});

describe('postAdControls', () => {
  const web = { type: 'website' };
  const msg = { type: 'message' };
  it.each([
    [true, null, null, null, 'boostFor5'],
    [true, 'active', web, 'boosted', 'viewAnalytics'],
    [true, 'paused', web, 'adPaused', 'viewAnalytics'],
    [true, 'scheduled', web, null, 'viewAnalytics'],
    [true, 'in_review', web, null, 'viewAnalytics'],
    [true, 'stopped', web, null, 'boostAgain'],
    [true, 'completed', web, null, 'boostAgain'],
    [false, null, null, null, 'sendMessage'],
    [false, 'active', web, 'boosted', 'cta'],
    [false, 'active', msg, 'boosted', 'sendMessage'],
    [false, 'paused', web, null, 'sendMessage'],
    [false, 'stopped', web, null, 'sendMessage'],
  ] as const)('owner %s, ad %s, cta %j → badge %s, button %s', (isOwner, status, cta, badge, button) =>
    expect(postAdControls({ isOwner, ad: status ? { status } : null, cta })).toEqual({ badge, button }),
  );
  it.each([
    [null, null],
    ['stopped', null],
    ['completed', null],
    ['active', 'viewAnalytics'],
  ] as const)('a sold post of the owner with ad %s offers %s', (status, button) =>
    expect(
      postAdControls({ isOwner: true, ad: status ? { status } : null, cta: null, sold: true }).button,
    ).toBe(button),
  );
});

describe('interleaveSponsored', () => {
  const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => `p${from + i}`);
  it.each([
    [page(1, 9), ['A', 'B'], 0, 'p1 p2 p3 p4 A p5 p6 p7 p8 B p9'],
    // Each ad at most once per page: a third slot with two ads stays empty.
    [page(1, 13), ['A', 'B'], 0, 'p1 p2 p3 p4 A p5 p6 p7 p8 B p9 p10 p11 p12 p13'],
    [page(1, 50), ['A'], 0, `${page(1, 4).join(' ')} A ${page(5, 46).join(' ')}`],
    [page(26, 7), ['A', 'B', 'C'], 25, 'p26 p27 p28 A p29 p30 p31 p32 B'],
    // The rotation goes on across pages: the next page starts where this one stopped.
    [page(5, 8), ['A', 'B', 'C'], 4, 'p5 p6 p7 p8 B p9 p10 p11 p12 C'],

    [page(1, 5), [], 0, 'p1 p2 p3 p4 p5'],
    [page(1, 3), ['A'], 0, 'p1 p2 p3'],
  ])('%j with %j after %d → %s', (items, ads, before, text) =>
    expect(interleaveSponsored(items, ads, before).join(' ')).toBe(text),
  );
});
