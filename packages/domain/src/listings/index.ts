// Marketplace essentials: status, buyers, edits, ratings and saved searches. The routes that use these
// schemas declare them (see /api/openapi.json).
export * from './messages';
export * from './rules';
export * from './schemas';
