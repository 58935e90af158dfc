// A member's standing (what moderators did to them) and their appeals.
export * from './messages';
export * from './schemas';
