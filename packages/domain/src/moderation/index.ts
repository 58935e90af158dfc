// Trust and safety: reports, the moderation queue, roles, the audit log, ad review and the limits of
// new accounts. The routes that use these schemas declare them (see /api/openapi.json).
export * from './actions';
export * from './automod';
// The rules' words and matching without zod (the post cards read them).
export * from './automod-rules';
export * from './new-accounts';
export * from './reports';
export * from './schemas';
