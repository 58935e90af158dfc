export * from './away';
export * from './renew';
export * from './reply-time';
