export * from './course';
export * from './isbn';
export * from './messages';
export * from './pages';
export * from './schemas';
