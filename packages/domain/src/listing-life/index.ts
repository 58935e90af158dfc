export * from './away';
export * from './reply-time';
