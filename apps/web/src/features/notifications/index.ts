// The notifications feature: its two pages, the unread badge and the unread counts behind it.
export {
  UnreadCountsProvider,
  unreadKeys,
  useUnreadCounts,
  useUnreadQuery,
  useUnreadTotal,
} from './api/unread';
export { UnreadBadge, type UnreadBadgeProps } from './components/unread-badge';
export { MentionsPage } from './pages/mentions-page';
export { NotificationsPage } from './pages/notifications-page';
export { withUnreadCount } from './unread-count';
