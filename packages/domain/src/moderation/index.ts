/**
 * Trust and safety: reports, the moderation queue, roles, the audit log, ad review and
 * the limits of new accounts. Routes (campus-scoped by the site's host unless noted):
 * - POST   /api/reports { targetType, targetId, reason, note? } → 201 { message } (members of the campus)
 * - GET    /api/moderation/role                    → ModerationRole (signed in)
 * - GET    /api/moderation/reports?cursor=          → ReportQueue (moderators of the campus, administrators)
 * - POST   /api/moderation/actions { … }            → { message } (same)
 * - GET    /api/moderation/ads?cursor=              → ads in review (same)
 * - POST   /api/moderation/ads/:id/approve          → { message } (same)
 * - POST   /api/moderation/ads/:id/reject { reason } → { message } (same; refunds the payment)
 * - GET    /api/admin/moderators                    → Moderators (administrators)
 * - POST   /api/admin/moderators { user }           → 201 { message } (administrators)
 * - DELETE /api/admin/moderators/:userId            → { message } (administrators)
 * - GET    /api/admin/audit?cursor=                 → AuditPage, every campus (administrators)
 */
export * from './actions';
export * from './new-accounts';
export * from './reports';
export * from './schemas';
