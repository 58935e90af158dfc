export { offerKeys, useMyOffers } from './api/offers';
export { canMakeOffer, MakeOfferButton, MakeOfferDialog } from './components/make-offer-button';
export { ConfirmHandoff, HandoffCode, offerStatusText } from './components/offer-card';
export { OfferPanel } from './components/offer-panel';
