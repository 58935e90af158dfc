// Fixtures the domain's, the server's and the web app's tests share (not part of the app's code).
export * from './campuses';
export * from './housing';
export * from './insights';
export * from './posts';
