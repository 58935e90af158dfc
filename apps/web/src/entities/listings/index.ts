// Marketplace essentials: a listing's status badge and owner actions, edits, "Is this still
// available?", the sale panel with ratings, profiles' ratings and the save-search button. The saved
// searches page is features/listings.
export { useListingActions } from './components/listing-actions';
export { RatingSummary, RatingsList } from './components/ratings-list';
export { ExpiredBadge, RenewButton } from './components/renew-button';
export { SalePanel } from './components/sale-panel';
export { SaveSearchButton } from './components/save-search-button';
export { EditedLabel, StatusBadge } from './components/status-badge';
export { StillAvailableButton } from './components/still-available-button';
