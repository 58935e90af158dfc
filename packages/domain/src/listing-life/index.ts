export * from './away';
export * from './away-rules';
export * from './renew';
export * from './reply-time';
