export * from './meetups';
export * from './messages';
export * from './signals';
export * from './trust';
export * from './trust-messages';
