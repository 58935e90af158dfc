export * from './accounts';
export * from './alerts/alerts';
export * from './campuses';
export * from './errors/codes';
export * from './layout/constants';
export * from './messages';
export * from './navigation/history';
