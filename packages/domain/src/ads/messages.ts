/** Ads and boost strings of the spec (accounts-and-money §2.3, §4.6, §5, §8, §9), word for word. */
export const ADS_MESSAGES = {
  // §5 Boost, §8 Ads and boost
  boostFailed: 'Something Went Wrong. Please logout and try again.',
  alreadyBoosted: 'This post is already boosted',
  processing: 'Ad is being processed',
  activated: 'Success! Your ad is running..',
  cancelled: 'Cancelled boost post request',
  adDeleted: 'Sorry, that ad has been deleted.',
  activateFailed: 'Failed to activate ad',
  paused: 'Ad paused successfully',
  pauseFailed: 'Failed to pause ad',
  resumed: 'Ad Resumed!',
  stopped: 'Ad stopped.',
  stopFailed: 'Failed to stop ad',
  savedChanges: 'Saved changes!',
  somethingWentWrong: 'Something went wrong',
  // Underlying errors
  onlyActiveCanPause: 'Only active ads can be paused',
  onlyPausedCanResume: 'Only paused ads can be resumed',
  notFound: 'Ad not found',
  alreadyStopped: 'Ad is already stopped',
  // Validation
  websiteRequired: 'Website is required.',
  websiteInvalid: 'Website URL must have https & www.',
  labelRequired: 'Button label is required.',
  // Pages (§2.3)
  myAds: 'My Ads',
  noAds: 'No Ads',
  noAdSelected: "You don't have an ad selected",
  expired: 'Expired',
  // Post page badges and buttons (§4.6)
  boosted: 'Boosted',
  adPaused: 'Ad Paused',
  boostAgain: 'Boost Again',
  viewAnalytics: 'View Analytics',
  boostFor5: 'Boost for $5',
  pauseAd: 'Pause Ad',
} as const;

/**
 * Strings the spec does not give (docs/deviations.md): an invalid ad title, an ad without an end
 * (daily until paused), the local checkout page's decline and card errors.
 */
export const ADS_EXTRA_MESSAGES = {
  titleInvalid: 'Ad title must be 1 to 50 characters.',
  untilPaused: 'Until paused',
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardNumberInvalid: 'Your card number is incorrect.',
  cardExpiryInvalid: "Your card's expiration date is incomplete or in the past.",
  cardCvcInvalid: "Your card's security code is incomplete.",
  cardNameRequired: 'Name on card is required.',
  checkoutClosed: 'This checkout is no longer open.',
} as const;

/** Ad statuses (§4.6) in storage and API form; the server's ads table and posts/schemas read them too. */
export const AD_STATUSES = [
  'checkout',
  'in_review',
  'scheduled',
  'active',
  'paused',
  'rejected',
  'stopped',
  'completed',
] as const;

/** Price, duration and limits (§9). Money is in cents. */
export const AD_PRICE_PER_DAY_CENTS = 500;
export const BOOST_MIN_DAYS = 1;
export const BOOST_MAX_DAYS = 30;
export const BOOST_DEFAULT_DAYS = 1;
export const AD_TITLE_MAX = 50;
export const AD_URL_MAX = 50;
/** Estimated reach: a fixed duration, or daily until paused. */
export const REACH_TEXT = { fixed: '590 - 1,500', untilPaused: '980 - 2,600' } as const;
export const CTA_TYPES = ['message', 'profile', 'website'] as const;
export const CTA_LABELS = ['Visit Website', 'Learn More', 'Shop Now', 'Book Now', 'Sign Up'] as const;
export const DEFAULT_CTA_LABEL = 'Visit Website';
/** The checkout's one line item (§7.4). */
export const BOOST_PRODUCT_NAME = 'Boost Post';
/** A sponsored post follows every 4th post of the feed (community §4, §9). */
export const SPONSORED_EVERY = 4;
/** Ads per page of /api/ads. */
export const ADS_PAGE_SIZE = 20;
/** How often the success page asks for the session's state, and for how long. */
export const BOOST_SUCCESS_POLL_MS = 1500;
export const BOOST_SUCCESS_POLL_LIMIT_MS = 60_000;
