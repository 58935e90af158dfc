import { describe, expect, it } from 'vitest';
import { lexicalDocumentSchema } from '../posts/lexical-document';
import { LISTING_MESSAGES, RATING_MESSAGES } from './messages';
import {
  documentFromPlainText,
  isPriceDrop,
  ratingError,
  ratingSummary,
  starsText,
  statusBadge,
  statusMenu,
} from './rules';

describe('listing rules', () => {
  it.each([
    ['available', null],
    ['pending', 'Pending'],
    ['sold', 'Sold'],
  ] as const)('a %s post shows the badge %s', (status, badge) => {
    expect(statusBadge(status)).toBe(badge);
  });

  it('offers the two other statuses with the exact menu wording', () => {
    expect(statusMenu('available').map((i) => i.label)).toEqual(['Mark as Pending', 'Mark as Sold']);
    expect(statusMenu('sold').map((i) => i.label)).toEqual(['Mark as Available', 'Mark as Pending']);
    expect(statusMenu('pending').map((i) => i.status)).toEqual(['available', 'sold']);
  });

  it.each([
    [100, 80, true],
    [100, 0, true],
    [100, 100, false],
    [80, 100, false],
    [null, 50, false],
    [100, null, false],
  ])('a price of %s then %s is a drop: %s', (before, after, drop) => {
    expect(isPriceDrop(before, after)).toBe(drop);
  });

  it('summarises ratings as "4.8 (12 ratings)"', () => {
    expect(ratingSummary(4.8333, 12)).toBe('4.8 (12 ratings)');
    expect(ratingSummary(5, 1)).toBe('5.0 (1 rating)');
    expect(ratingSummary(null, 0)).toBeNull();
  });

  it('draws stars and checks a rating', () => {
    expect(starsText(4)).toBe('★★★★☆');
    expect(ratingError(0, '')).toBe(RATING_MESSAGES.chooseStars);
    expect(ratingError(6, '')).toBe(RATING_MESSAGES.chooseStars);
    expect(ratingError(3.5, '')).toBe(RATING_MESSAGES.chooseStars);
    expect(ratingError(5, 'x'.repeat(301))).toBe(RATING_MESSAGES.commentTooLong);
    expect(ratingError(5, 'x'.repeat(300))).toBeNull();
  });

  it('keeps the issue wording', () => {
    expect(LISTING_MESSAGES.priceDropped).toBe('Price dropped on a post you saved');
    expect(LISTING_MESSAGES.stillAvailable).toBe('Is this still available?');
    expect(LISTING_MESSAGES.showSold).toBe('Show sold');
  });

  it('turns the edit box text into the composer document, a paragraph per line', () => {
    const doc = documentFromPlainText('Oak desk\n\n$40');
    expect(lexicalDocumentSchema.parse(doc).root.children.map((p) => p.children.length)).toEqual([1, 0, 1]);
  });
});
