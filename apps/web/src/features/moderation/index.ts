// The moderation feature: the report dialog every feature opens, the suspension banner,
// the role behind the Moderation link, and the /moderation page.
export { useModerationRole } from './api/moderation-role';
export { ReportDialog } from './components/report-dialog';
export { SuspendedBanner } from './components/suspended-banner';
export { ModerationPage, type ModerationTab } from './pages/moderation-page';
