import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timeTz, userRef } from './columns';

/**
 * Four-digit codes e-mailed to confirm an address (spec: collection `verifications`): the account
 * e-mail, a school e-mail or a new e-mail. Valid 2 hours; dies after 5 wrong tries; deleted on use.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    userId: userRef(),
    purpose: text('purpose', { enum: ['account', 'school', 'email', 'delete'] }).notNull(),
    code: integer('code').notNull(),
    /** The address the code was sent to (school or new e-mail); the account e-mail otherwise. */
    target: text('target').notNull(),
    campusId: text('campus_id'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: timeTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * E-mailed sign-in links (magic links). Only a hash of the token is stored; a link works once, for
 * one hour, and only with the e-mail it was sent to. First and last name, when given, register a
 * new account on first use.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    campusId: text('campus_id'),
    expiresAt: timeTz('expires_at').notNull(),
    createdAt: timeTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_links_email_idx').on(t.email)],
);
