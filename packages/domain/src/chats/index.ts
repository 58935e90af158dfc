export * from './files';
export * from './schemas';
