// Meetups: no spec text, so written here in the spec's plain voice.

import { MEETUP_DAYS_AHEAD_MAX, MEETUP_PLACE_MAX, MEETUP_REFUSALS } from './meetup-refusals';

export { MEETUP_DAYS_AHEAD_MAX, MEETUP_PLACE_MAX, MEETUP_REFUSALS };

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
  /** The reminder, in the app and as a push: `lead` is how soon it is (meetupLead), never more than true. */
  reminder: (place: string, time: string, lead = 'in an hour') => `Meetup ${lead}: ${place}, ${time}.`,
  /** The place's directions from the campus's administrators, under a safe meeting spot. */
  directions: (text: string) => `Directions: ${text}`,
  /** To the seller at the meetup's time, in the app. */
  outcomeQuestion: (place: string, time: string) => `Did the sale happen? ${place}, ${time}.`,
  ...MEETUP_REFUSALS,
} as const;
