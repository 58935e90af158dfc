export * from './campuses';
