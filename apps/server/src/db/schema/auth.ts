import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { campuses } from './campuses';
import { createdAt, time, timeTz, userRef } from './columns';

export interface BirthDate {
  month: string;
  day: number;
  year: number;
}

/**
 * Users: better-auth's core columns (id, name, email, email_verified, image, created_at,
 * updated_at) and the spec's User fields (accounts-and-money §3) beside them.
 * `email_verified` is the spec's `verified` (account e-mail confirmed by code, link or Google).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timeTz('updated_at').notNull().defaultNow(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    campusId: text('campus_id').references(() => campuses.id),
    schoolEmail: text('school_email'),
    schoolVerified: boolean('school_verified').notNull().default(false),
    schoolVerifiedAt: timeTz('school_verified_at'),
    gradYear: integer('grad_year'),
    phone: text('phone'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    birthDate: jsonb('birth_date').$type<BirthDate>(),
    bio: text('bio'),
    profileSetUp: boolean('profile_set_up').notNull().default(false),
    gettingStarted: boolean('getting_started').notNull().default(true),
    type: text('type').notNull().default('individual'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** Push notification types turned off in settings (packages/domain PUSH_TYPES); new types start on. */
    pushTypesOff: text('push_types_off').array().notNull().default(sql`'{}'::text[]`),
    availableFunds: integer('available_funds').notNull().default(0),
    totalPosts: integer('total_posts').notNull().default(0),
    /** Moderation: no posting, commenting, messaging or boosting before this time. */
    suspendedUntil: time('suspended_until'),
    /** Banned: the account is closed (its sessions ended, its addresses on the banned list). */
    bannedAt: time('banned_at'),
    /** Away mode until this day (YYYY-MM-DD, UTC), with an optional note; ends when the day begins (0026). */
    awayUntil: date('away_until', { mode: 'string' }),
    awayNote: text('away_note'),
    /** Others see how fast this member usually replies (Show my reply time). */
    showReplyTime: boolean('show_reply_time').notNull().default(true),
    /** What the last university sign-in said (student, staff, alum…); lapses 12 months after it. */
    affiliation: text('affiliation'),
    affiliationCheckedAt: time('affiliation_checked_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_school_email_key').on(t.schoolEmail).where(sql`school_email is not null`),
    index('users_campus_created_idx').on(t.campusId, t.createdAt),
    index('users_campus_verified_idx').on(t.campusId, t.schoolVerifiedAt).where(sql`school_verified`),
    // The people search: any part of first name, last name or username (pg_trgm).
    index('users_people_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.username})) gin_trgm_ops`,
    ),
  ],
);

/** better-auth sessions: one row per signed-in browser; the cookie holds the signed token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timeTz('expires_at').notNull(),
    token: text('token').notNull(),
    createdAt: timeTz('created_at').notNull().defaultNow(),
    updatedAt: timeTz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userRef(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_idx').on(t.userId)],
);

/** better-auth accounts: the password credential or a linked Google identity of a user. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userRef(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timeTz('access_token_expires_at'),
    refreshTokenExpiresAt: timeTz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: timeTz('created_at').notNull().defaultNow(),
    updatedAt: timeTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/** better-auth one-time values: magic-link and password-reset tokens, OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timeTz('expires_at').notNull(),
    createdAt: timeTz('created_at').notNull().defaultNow(),
    updatedAt: timeTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
