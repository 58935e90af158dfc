// Trust and safety: reports, the moderation queue, roles, the audit log, ad review and the limits of
// new accounts. The routes that use these schemas declare them (see /api/openapi.json).
export * from './actions';
export * from './automod';
export * from './new-accounts';
export * from './reports';
export * from './schemas';
