// Column shapes many tables share: a UUIDv7 key, the campus and user references, timestamps.
// Each returns a fresh builder, so a table can chain more on it. Function declarations, not
// constants: auth.ts and campuses.ts use them while this module's own imports of them are still
// loading (the import cycle is safe because declarations are hoisted and references are lazy).
import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './auth';
import { campuses } from './campuses';

/** A timestamp with time zone, to the millisecond (JavaScript's precision). */
export function time(name: string) {
  return timestamp(name, { withTimezone: true, precision: 3 });
}

/** A timestamp with time zone at PostgreSQL's default precision (the first migrations' tables). */
export function timeTz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** The primary key: a UUIDv7, made by the application so ids sort by creation. */
export function idColumn() {
  return uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
}

/** The campus a row belongs to. */
export function campusRef(name = 'campus_id') {
  return text(name)
    .notNull()
    .references(() => campuses.id);
}

/** A user the row belongs to; the row goes with the account. */
export function userRef(name = 'user_id') {
  return text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** `created_at`, set by the database. */
export function createdAt() {
  return time('created_at').notNull().defaultNow();
}

/** A row's parent (a uuid key), which the row goes with. */
export function parentRef(name: string, parent: () => AnyPgColumn) {
  return uuid(name).notNull().references(parent, { onDelete: 'cascade' });
}
