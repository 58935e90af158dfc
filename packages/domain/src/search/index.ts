// Search and profiles (community §2, §3, §7): filters, limits, messages, rules and schemas. The routes
// that use them declare them (see /api/openapi.json).
export * from './filters';
export * from './limits';
export * from './messages';
export * from './rules';
export * from './schemas';
