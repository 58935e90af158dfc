import { titleFrom } from '../text/truncate';

/** A campus's listing periods, in days: the reminder, then expiry (campus administrators set both). */
export const LISTING_PERIOD_DEFAULTS = { reminderDays: 14, expiryDays: 30 } as const;
/** What an administrator may set: a reminder after 3 to 60 days, expiry after 7 to 180, expiry later than the reminder. */
export const LISTING_PERIOD_BOUNDS = {
  reminderDays: { min: 3, max: 60 },
  expiryDays: { min: 7, max: 180 },
} as const;
/** Renewing puts a listing back at the top of the feed at most this often. */
export const RENEW_BUMP_DAYS = 7;
/** How long the e-mail's one-tap renew link works. */
export const RENEW_LINK_DAYS = 30;

export const RENEW_MESSAGES = {
  /** The reminder: 'Still selling Desk lamp?' (in the app, as a push and by e-mail). */
  stillSelling: (text: string) => `Still selling ${titleFrom(text, 60)}?`,
  renew: 'Renew',
  markSold: 'Mark as Sold',
  markPending: 'Mark as Pending',
  expired: 'Expired',
  renewed: 'Renewed',
  renewedText: 'Your listing is back in the feed.',
  linkInvalid: 'Link not valid',
  linkInvalidText: 'This link has expired or was already used. Open the listing from your profile.',
  markedSold: 'Marked as Sold',
  markedSoldText: 'Your listing is marked as sold. Buyers see it as Sold.',
  markedPending: 'Marked as Pending',
  markedPendingText:
    'Your listing is marked as pending. Mark it as sold from the listing when the sale is done.',
  notRenewable: 'Only listings with a price can be renewed.',
  reminderDaysLabel: '"Still selling?" after (days)',
  expiryDaysLabel: 'Listings expire after (days)',
  periodsInvalid: `The reminder comes after ${LISTING_PERIOD_BOUNDS.reminderDays.min} to ${LISTING_PERIOD_BOUNDS.reminderDays.max} days and expiry after ${LISTING_PERIOD_BOUNDS.expiryDays.min} to ${LISTING_PERIOD_BOUNDS.expiryDays.max}, later than the reminder.`,
} as const;

/** Whether a campus's periods are within the bounds (expiry after the reminder). */
export function listingPeriodsValid(p: { reminderDays: number; expiryDays: number }): boolean {
  const b = LISTING_PERIOD_BOUNDS;
  const within = (n: number, r: { min: number; max: number }) =>
    Number.isInteger(n) && n >= r.min && n <= r.max;
  return (
    within(p.reminderDays, b.reminderDays) &&
    within(p.expiryDays, b.expiryDays) &&
    p.expiryDays > p.reminderDays
  );
}
