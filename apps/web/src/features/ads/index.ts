// Boost, checkout return pages, My Ads, sponsored posts and ad analytics (accounts-and-money §2.3,
// §4.6, §4.7; community §4). Routes: BoostPage, BoostSuccessPage, BoostCancelPage, AdsPage, CheckoutPage. Posts use
// PostAdControls, AdCta, SponsoredLabel and the analytics tracker.
export { type AdAlertFlag, setAdAlertFlag } from './ad-alert-flags';
export { isTrackedPost, trackAdAction } from './analytics-tracker';
export { phoneUpdateReturnPath } from './checkout-return';
export { AdCta } from './components/ad-cta';
export { PostAdControls } from './components/post-ad-controls';
export { SponsoredLabel } from './components/sponsored-label';
export { useAdAlerts } from './hooks/use-ad-alerts';
export { useTrackView } from './hooks/use-track-view';
export { AdsPage } from './pages/ads-page';
export { BoostPage } from './pages/boost-page';
export { BoostCancelPage, BoostSuccessPage } from './pages/boost-return-pages';
export { CheckoutPage } from './pages/checkout-page';
