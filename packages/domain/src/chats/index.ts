export * from './files';
export * from './first-hour-messages';
export * from './paste-fit';
export * from './schemas';
