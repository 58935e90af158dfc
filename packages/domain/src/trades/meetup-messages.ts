// Meetups: no spec text, so written here in the spec's plain voice.

export const MEETUP_PLACE_MAX = 100;
/** How far ahead a meetup may be set. */
export const MEETUP_DAYS_AHEAD_MAX = 60;

export const MEETUP_MESSAGES = {
  suggest: 'Suggest a meetup',
  dialogTitle: 'Suggest a meetup',
  listing: 'Listing',
  place: 'Place',
  spotsLegend: 'Safe meeting spots',
  otherPlace: 'Somewhere else',
  otherPlaceLabel: 'Where',
  time: 'Date and time',
  send: 'Send',
  sent: 'Meetup suggested.',
  cancel: 'Cancel',
  cardLabel: 'Meetup',
  panelLabel: 'Meetups',
  safeSpot: 'Safe meeting spot',
  accept: 'Accept',
  decline: 'Decline',
  proposeTime: 'Propose another time',
  proposeSend: 'Propose',
  cancelMeetup: 'Cancel meetup',
  statusProposed: (mine: boolean) => (mine ? 'Waiting for an answer' : 'Suggested to you'),
  statusAccepted: 'Accepted',
  statusDeclined: 'Declined',
  statusCancelled: 'Cancelled',
  statusSold: 'Sold',
  statusNotSold: "The sale didn't happen",
  saleQuestion: 'Did the sale happen?',
  yes: 'Yes',
  no: 'No',
  rate: 'Rate the other person',
  noListings: 'Share one of your listings in this chat to suggest a meetup about it.',
  /** The chat lines each action sends, so the other person is told (and notified). */
  suggestedLine: (place: string, time: string) => `Suggested a meetup: ${place}, ${time}.`,
  acceptedLine: (place: string, time: string) => `Accepted the meetup: ${place}, ${time}.`,
  declinedLine: 'Declined the meetup.',
  proposedLine: (place: string, time: string) => `Proposed another time: ${place}, ${time}.`,
  cancelledLine: 'Cancelled the meetup.',
  /** The reminder an hour before, in the app and as a push. */
  reminder: (place: string, time: string) => `Meetup in an hour: ${place}, ${time}.`,
  reminderPushTitle: (name: string) => `Meetup with ${name} in an hour`,
  // Refusals.
  missing: 'This meetup is no longer available.',
  notAboutListing: 'Choose one of the listings shared in this chat.',
  listingSold: 'This listing is already sold.',
  badTime: `Choose a time in the next ${MEETUP_DAYS_AHEAD_MAX} days.`,
  badSpot: "That isn't one of this campus's safe meeting spots.",
  placeLength: `Write where to meet in 1 to ${MEETUP_PLACE_MAX} characters.`,
  notYours: 'Only the other person can answer this meetup.',
  closed: 'This meetup was already answered or cancelled.',
  notYet: 'You can answer this once the meetup time has passed.',
  sellerOnly: 'Only the seller can say whether the sale happened.',
} as const;
