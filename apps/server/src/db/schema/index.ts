export * from './auth';
export * from './campuses';
export * from './codes';
export * from './events';
export * from './mail';
export * from './rate-limits';
