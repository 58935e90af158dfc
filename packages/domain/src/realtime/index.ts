export * from './channel';
export * from './events';
