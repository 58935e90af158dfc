export * from './sentence-name';
export * from './truncate';
