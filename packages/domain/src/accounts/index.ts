export * from './banned';
export * from './codes';
export * from './google-errors';
export * from './messages';
export * from './names';
export * from './rules';
export * from './schemas';
export * from './university-sign-in';
