export * from './first-hour-messages';
export * from './membership';
export * from './password-status';
export * from './rules';
