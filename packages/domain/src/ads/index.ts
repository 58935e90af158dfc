// Ads, boost, payments and analytics (accounts-and-money §2.3, §4.6, §4.7, §5, §7.4, §7.5, §8, §9;
// community §4, §7): schemas, rules and messages. The routes that use them declare them, and
// /api/openapi.json lists every route; a table here would only drift from them.
export * from './messages';
export * from './rules';
export * from './schemas';
