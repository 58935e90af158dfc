export * from './dates';
export * from './filters';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './signals';
