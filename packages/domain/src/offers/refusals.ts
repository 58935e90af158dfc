// An offer's refusals: apart from the rest of its wording, because the API's error sentences (in
// every page's first load) need only these.

/** How many wrong handoff codes lock confirming, and for how long. */
export const HANDOFF_TRIES_MAX = 5;
export const HANDOFF_LOCK_MS = 60 * 60 * 1000;

export const OFFER_REFUSALS = {
  missing: 'This offer is no longer available.',
  ownListing: "You can't make an offer on your own listing.",
  noPrice: 'This listing has no price to make an offer on.',
  sold: 'This item has been sold.',
  pending: 'This listing is pending for another buyer.',
  notAboveZero: 'An offer has to be more than $0.',
  aboveAsking: "An offer can't be more than the asking price.",
  notYours: 'Only the other person can answer this offer.',
  closed: 'This offer was already answered, withdrawn or expired.',
  otherAccepted: 'The seller accepted another offer.',
  withdrawOwn: 'You can only withdraw your own offer.',
  sellerOnly: 'Only the seller can confirm the handoff.',
  notAccepted: 'The handoff can be confirmed once an offer or a meetup is accepted.',
  wrongCode: "That code doesn't match. Ask the buyer to read it again.",
  codeLocked: 'Too many wrong codes. Try again in an hour.',
  messageTooLong: 'A message can be up to 300 characters.',
} as const;
