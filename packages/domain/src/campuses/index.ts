export * from './admin';
export * from './brand';
export * from './catalogue';
export * from './hosts';
export * from './logo';
export * from './member-count';
export * from './schemas';
