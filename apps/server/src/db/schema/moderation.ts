import type { CampusRules } from '@campus/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { campuses } from './campuses';
import { campusRef, idColumn, time, userRef } from './columns';

/** Site administrators: granted from the command line (`npm run admin -- grant`). */
export const administrators = pgTable('administrators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: time('granted_at').notNull().defaultNow(),
});

/** Campus moderators, appointed by administrators in the app. */
export const campusModerators = pgTable(
  'campus_moderators',
  {
    campusId: campusRef(),
    userId: userRef(),
    appointedAt: time('appointed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.userId] }), index('campus_moderators_user_idx').on(t.userId)],
);

/**
 * A member's report of a post, comment, chat message or profile (replaces user_reports). One open
 * report per reporter and target; `subject_user_id` is the target's author (the person, for a
 * profile), so a deleted account takes its reports with it.
 */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    campusId: campusRef(),
    reporterId: userRef('reporter_id'),
    targetType: text('target_type', { enum: ['post', 'comment', 'message', 'profile', 'rating'] }).notNull(),
    targetId: text('target_id').notNull(),
    subjectUserId: userRef('subject_user_id'),
    reason: text('reason', { enum: ['scam', 'prohibited', 'harassment', 'spam', 'other'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    createdAt: time('created_at').notNull().defaultNow(),
    resolvedAt: time('resolved_at'),
    /** The reporter's key for this report: a repeat with the same key changes nothing. */
    clientKey: uuid('client_key'),
  },
  (t) => [
    uniqueIndex('reports_open_key').on(t.reporterId, t.targetType, t.targetId).where(sql`status = 'open'`),
    index('reports_queue_idx').on(t.campusId, t.createdAt).where(sql`status = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId).where(sql`status = 'open'`),
    index('reports_subject_idx').on(t.subjectUserId),
    // Insights: one day's opened and resolved reports (0028).
    index('reports_campus_created_idx').on(t.campusId, t.createdAt),
    index('reports_campus_resolved_idx').on(t.campusId, t.resolvedAt).where(sql`resolved_at is not null`),
    uniqueIndex('reports_client_key').on(t.reporterId, t.clientKey).where(sql`client_key is not null`),
  ],
);

/**
 * The audit log: everything moderators and administrators do (who, when, what, which target, why).
 * A profile target is named by `subject_user_id` only, so a deleted account leaves no id behind.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: idColumn(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    campusId: text('campus_id').references(() => campuses.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, string | number>>(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_time_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('moderation_actions_subject_idx').on(t.subjectUserId, t.createdAt),
  ],
);

/** Addresses refused at sign-up and sign-in: bans, and BANNED_EMAILS (seeded at start). */
export const bannedEmails = pgTable('banned_emails', {
  email: text('email').primaryKey(),
  createdAt: time('created_at').notNull().defaultNow(),
});

/** A campus's rules that act first (0028), edited by its moderators; no row: the defaults. */
export const campusRules = pgTable('campus_rules', {
  campusId: text('campus_id')
    .primaryKey()
    .references(() => campuses.id),
  rules: jsonb('rules').$type<CampusRules>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: time('updated_at').notNull().defaultNow(),
});
