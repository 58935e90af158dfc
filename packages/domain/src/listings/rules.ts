import { LISTING_MESSAGES, RATING_MESSAGES } from './messages';

export const LISTING_STATUSES = ['available', 'pending', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Ratings: 1 to 5 whole stars and an optional comment of at most 300 characters. */
export const RATING_STARS_MAX = 5;
export const RATING_COMMENT_MAX = 300;
/** A profile's Ratings tab: 10 a page. */
export const RATINGS_PAGE_SIZE = 10;
/** Saved searches a member may keep. */
export const SAVED_SEARCHES_MAX = 20;
/** At most one e-mail a day per saved search (the in-app notifications count every match). */
export const SAVED_SEARCH_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The badge a card shows for a status: none while available. */
export function statusBadge(status: ListingStatus): string | null {
  if (status === 'sold') return LISTING_MESSAGES.sold;
  if (status === 'pending') return LISTING_MESSAGES.pending;
  return null;
}

/** The owner's menu: the other two statuses, as 'Mark as …' items. */
export function statusMenu(current: ListingStatus): { status: ListingStatus; label: string }[] {
  const labels: Record<ListingStatus, string> = {
    available: LISTING_MESSAGES.markAvailable,
    pending: LISTING_MESSAGES.markPending,
    sold: LISTING_MESSAGES.markSold,
  };
  return LISTING_STATUSES.filter((s) => s !== current).map((status) => ({ status, label: labels[status] }));
}

/** Whether a new price is a drop worth telling savers about: a lower price, or the price made free. */
export function isPriceDrop(before: number | null, after: number | null): boolean {
  return before !== null && after !== null && after < before;
}

/** '4.8 (12 ratings)', '5.0 (1 rating)'; null without ratings. */
export function ratingSummary(average: number | null, count: number): string | null {
  if (count === 0 || average === null) return null;
  return `${average.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** '★★★★☆' for 4 stars (the screen reader label says '4 out of 5 stars'). */
export function starsText(stars: number): string {
  const n = Math.max(0, Math.min(RATING_STARS_MAX, Math.round(stars)));
  return '★'.repeat(n) + '☆'.repeat(RATING_STARS_MAX - n);
}

export const starsLabel = (stars: number) => `${stars} out of ${RATING_STARS_MAX} stars`;

/** The field error of a rating, or null when it may be sent. */
export function ratingError(stars: number, comment: string): string | null {
  if (!Number.isInteger(stars) || stars < 1 || stars > RATING_STARS_MAX) return RATING_MESSAGES.chooseStars;
  if (comment.trim().length > RATING_COMMENT_MAX) return RATING_MESSAGES.commentTooLong;
  return null;
}

/**
 * A post's text as the composer stores it (root > paragraph > text, one paragraph per line), from
 * the plain text the edit dialog's text box holds.
 */
export function documentFromPlainText(text: string) {
  const paragraph = (line: string) => ({
    type: 'paragraph' as const,
    children: line ? [{ type: 'text' as const, text: line }] : [],
  });
  return { root: { type: 'root' as const, children: text.split('\n').map(paragraph) } };
}
