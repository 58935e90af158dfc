// Ads as the rest of the app shows them (accounts-and-money §2.3, §4.6, §4.7; community §4): the
// sponsored label, the ad's call to action, the post page's ad controls and alerts, the analytics
// tracker and the checkout return path. The Boost, checkout and My Ads pages are features/ads.
export { type AdAlertFlag, setAdAlertFlag } from './ad-alert-flags';
export { isTrackedPost, trackAdAction } from './analytics-tracker';
export { phoneUpdateReturnPath } from './checkout-return';
export { AdCta } from './components/ad-cta';
export { PostAdControls } from './components/post-ad-controls';
export { SponsoredLabel } from './components/sponsored-label';
export { useAdAlerts } from './hooks/use-ad-alerts';
export { useTrackView } from './hooks/use-track-view';
