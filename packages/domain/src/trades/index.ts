export * from './messages';
export * from './signals';
