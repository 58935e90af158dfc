// Moderation as every screen meets it: the report dialog, the suspension banner and the role behind
// the Moderation link. The /moderation page is features/moderation.
export { useModerationRole } from './api/moderation-role';
export { ReportDialog } from './components/report-dialog';
export { SuspendedBanner } from './components/suspended-banner';
