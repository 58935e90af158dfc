// Offers and the handoff: the words where it gives them, the rest in the spec's plain voice.
import { formatPrice } from '../posts/autolink';
import { OFFER_REFUSALS } from './refusals';

const dollars = (cents: number) => formatPrice(cents);

export const OFFER_MESSAGES = {
  makeOffer: 'Make an offer',
  dialogTitle: 'Make an offer',
  yourOffer: 'Your offer',
  message: 'Message',
  send: 'Send offer',
  counter: 'Counter',
  counterTitle: 'Counter offer',
  yourPrice: 'Your price',
  sendCounter: 'Send counter',
  accept: 'Accept',
  decline: 'Decline',
  withdraw: 'Withdraw',
  panelLabel: 'Offers',
  /** The card's title and the chat line of a new offer. */
  card: (cents: number) => `Offer: ${dollars(cents)}`,
  counterLine: (cents: number) => `Counter offer: ${dollars(cents)}`,
  acceptedLine: (cents: number) => `Offer accepted: ${dollars(cents)}`,
  declinedLine: 'Declined the offer.',
  withdrawnLine: 'Withdrew the offer.',
  /** To the buyer of an accepted offer when the seller marks the listing Available again. */
  releasedLine: 'Marked the listing available again: the accepted offer no longer holds it.',
  soldLine: (cents: number) => `Handoff confirmed. Sold for ${dollars(cents)}.`,
  statusOpen: (mine: boolean) => (mine ? 'Waiting for an answer' : 'Waiting for your answer'),
  statusAccepted: 'Accepted',
  statusDeclined: 'Declined',
  statusWithdrawn: 'Withdrawn',
  statusExpired: 'Expired',
  statusClosed: OFFER_REFUSALS.otherAccepted,
  statusReleased: 'The seller marked the listing available again.',
  statusSold: 'Sold',
  /** The buyer's code once an offer is accepted. */
  handoffCode: 'Handoff code',
  handoffHint: 'Show this code to the seller when you have the item.',
  confirmHandoff: 'Confirm handoff',
  confirm: 'Confirm',
  confirmed: 'Handoff confirmed. The listing is sold.',
  rate: 'Rate the other person',
  suggestMeetup: 'Suggest a meetup',
  /** The /offers page. */
  pageTitle: 'Offers',
  received: 'Received',
  sent: 'Sent',
  openChat: 'Open chat',
  noneReceived: 'No offers received yet.',
  noneSent: 'No offers sent yet.',
  ...OFFER_REFUSALS,
} as const;
