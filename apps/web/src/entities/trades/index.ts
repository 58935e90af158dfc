// Safe trades: trust at a glance (chats and post pages) and meetups in a chat about a listing.
export { AwayNotice } from './components/away-notice';
export { MeetupPanel } from './components/meetup-panel';
export { SafeTradesSection } from './components/safe-trades-section';
export { TrustSummary } from './components/trust-summary';
