export * from './messages';
export * from './refusals';
export * from './rules';
export * from './schemas';
