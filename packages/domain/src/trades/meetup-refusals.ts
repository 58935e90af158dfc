// A meetup's refusals: apart from the rest of its wording, because the API's error sentences (in
// every page's first load) need only these.

export const MEETUP_PLACE_MAX = 100;
/** How far ahead a meetup may be set. */
export const MEETUP_DAYS_AHEAD_MAX = 60;

export const MEETUP_REFUSALS = {
  missing: 'This meetup is no longer available.',
  notAboutListing: 'Choose one of the listings shared in this chat.',
  badTime: `Choose a time in the next ${MEETUP_DAYS_AHEAD_MAX} days.`,
  pastTime: 'That time has passed. Choose a later time.',
  badSpot: "That isn't one of this campus's safe meeting spots.",
  placeLength: `Write where to meet in 1 to ${MEETUP_PLACE_MAX} characters.`,
  notYours: 'Only the other person can answer this meetup.',
  closed: 'This meetup was already answered or cancelled.',
  notYet: 'You can answer this once the meetup time has passed.',
  sellerOnly: 'Only the seller can say whether the sale happened.',
  settled: 'You already said whether the sale happened.',
} as const;
