import { ADS_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import {
  boostBodyOf,
  boostFormErrors,
  boostPriceText,
  boostReachText,
  initialBoostForm,
} from './boost-form-state';

const website = { ...initialBoostForm, goal: 'website' as const };

describe('boost form', () => {
  it('starts with 1 day, the message goal and Visit Website', () => {
    expect(initialBoostForm).toMatchObject({ days: 1, goal: 'message', label: 'Visit Website' });
    expect(boostFormErrors(initialBoostForm)).toEqual({});
  });

  it.each([
    ['', { url: ADS_MESSAGES.websiteRequired }],
    ['www.shop.com', { url: ADS_MESSAGES.websiteInvalid }],
    ['http://www.shop.com', { url: ADS_MESSAGES.websiteInvalid }],
    [`https://www.${'a'.repeat(40)}.com`, { url: ADS_MESSAGES.websiteInvalid }],
    ['https://www.shop.com', {}],
  ])('website %j → %j', (url, errors) => {
    expect(boostFormErrors({ ...website, url })).toEqual(errors);
  });

  it('needs a button label for a website', () => {
    expect(boostFormErrors({ ...website, url: 'https://www.shop.com', label: '' })).toEqual({
      label: ADS_MESSAGES.labelRequired,
    });
  });

  it('sends url and label only for a website', () => {
    expect(boostBodyOf({ ...initialBoostForm, url: 'https://x.com', days: 3 })).toEqual({
      goal: 'message',
      days: 3,
      runUntilPause: false,
    });
    expect(boostBodyOf({ ...website, url: ' https://www.shop.com ', label: 'Shop Now' })).toEqual({
      goal: 'website',
      url: 'https://www.shop.com',
      label: 'Shop Now',
      days: 1,
      runUntilPause: false,
    });
    expect(boostBodyOf({ ...initialBoostForm, days: 7, runUntilPause: true })).toMatchObject({
      days: 1,
      runUntilPause: true,
    });
  });

  it.each([
    [{ days: 1, runUntilPause: false }, '$5.00 a day × 1 day = $5.00', '590 - 1,500'],
    [{ days: 3, runUntilPause: false }, '$5.00 a day × 3 days = $15.00', '590 - 1,500'],
    [{ days: 30, runUntilPause: false }, '$5.00 a day × 30 days = $150.00', '590 - 1,500'],
    [{ days: 1, runUntilPause: true }, '$5.00 a day until paused', '980 - 2,600'],
  ])('%j costs %s and reaches %s', (change, price, reach) => {
    const form = { ...initialBoostForm, ...change };
    expect(boostPriceText(form)).toBe(price);
    expect(boostReachText(form)).toBe(reach);
  });
});
