/**
 * Marketplace wording (issue 17: listing status, edits, "Is this still available?", ratings, saved
 * searches). No spec text covers these: the strings follow the spec's plain voice and live here once.
 */
export const LISTING_MESSAGES = {
  available: 'Available',
  pending: 'Pending',
  sold: 'Sold',
  markAvailable: 'Mark as Available',
  markPending: 'Mark as Pending',
  markSold: 'Mark as Sold',
  markedAvailable: 'Marked as available',
  markedPending: 'Marked as pending',
  markedSold: 'Marked as sold',
  showSold: 'Show sold',
  edit: 'Edit',
  editTitle: 'Edit Post',
  edited: 'Edited',
  saveChanges: 'Save changes',
  updated: 'Your post was updated',
  priceDropped: 'Price dropped on a post you saved',
  stillAvailable: 'Is this still available?',
  notOwner: 'Only the author can change this post.',
  soldCannotBoost: 'Sold posts cannot be boosted.',
  soldAlready: 'This item has been sold.',
  whoBought: 'Who bought it?',
  whoBoughtText:
    'Pick the buyer so you can rate each other. Only people who messaged you about this post are listed.',
  noBuyerListed: 'Someone else',
  notABuyer: 'Choose someone who messaged you about this post.',
  commentsCannotChange: 'Comments have no status or price.',
} as const;

export const RATING_MESSAGES = {
  ratings: 'Ratings',
  rateSeller: 'Rate the seller',
  rateBuyer: 'Rate the buyer',
  stars: 'Stars',
  comment: 'Comment (optional)',
  submit: 'Submit rating',
  saved: 'Thanks! Your rating was saved.',
  alreadyRated: 'You already rated this sale.',
  youRated: 'You rated this sale.',
  noSale: 'Only the buyer and the seller of a sale can rate each other.',
  notYourself: "You can't rate yourself.",
  chooseStars: 'Choose 1 to 5 stars.',
  commentTooLong: 'A comment can be up to 300 characters.',
  noRatings: 'No ratings yet',
  asSeller: 'as seller',
  asBuyer: 'as buyer',
  soldTo: (name: string) => `Sold to ${name}`,
  boughtFrom: (name: string) => `You bought this from ${name}`,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  save: 'Save search',
  saved: 'Search saved',
  savedAlready: 'Saved',
  title: 'Saved searches',
  intro: 'We tell you when someone on your campus posts something that matches a saved search.',
  empty: "You haven't saved any searches yet.",
  remove: 'Remove',
  removed: 'Saved search removed',
  tooMany: 'You can save up to 20 searches. Remove one first.',
  noWords: 'Search for a word first, then save it.',
  duplicate: 'You already saved this search.',
  mailSubject: 'A new post matches your saved search',
} as const;
