export * from './membership';
export * from './rules';
