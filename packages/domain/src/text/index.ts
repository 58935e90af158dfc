export * from './choices';
export * from './sentence-name';
export * from './truncate';
export * from './whole-number';
