export * from './auth';
export * from './campuses';
export * from './chats';
export * from './codes';
export * from './events';
export * from './mail';
export * from './posts';
export * from './rate-limits';
