import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor } from '../lib/cursor';

/**
 * Keyset paging on a (time, id) pair, newest first (docs/conventions.md habit 6: a cursor, never OFFSET).
 * Services decode the cursor (a made-up one is a 400 before any SQL) and encode the next one;
 * repositories turn the key into the row condition.
 */
export interface TimeKey {
  at: Date;
  id: string;
}

/** The key of a (time, id) cursor, or undefined without one; `id` says what kind of id it holds. */
export function decodeTimeCursor(
  cursor: string | undefined,
  id: 'uuid' | 'userId' = 'uuid',
): TimeKey | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor, { t: 'date', id });
  return { at: new Date(key.t), id: key.id };
}

/** The cursor of the page after `rows` when the page is full (`limit` rows), else null. */
export function nextTimeCursor<T>(rows: T[], limit: number, keyOf: (row: T) => TimeKey): string | null {
  const last = rows.at(-1);
  if (rows.length !== limit || !last) return null;
  const key = keyOf(last);
  return encodeTimeCursor({ at: key.at.toISOString(), id: key.id });
}

/** The cursor of a (time, id) key whose time is already written as `toISOString` writes it. */
export function encodeTimeCursor(key: { at: string; id: string }): string {
  return encodeCursor({ t: key.at, id: key.id });
}

/** Rows before `key` in (time, id) order (the next page of a newest-first list); no condition without one. */
export function olderThan(time: AnyPgColumn, id: AnyPgColumn, key: TimeKey | undefined): SQL | undefined {
  return key ? sql`(${time}, ${id}) < (${key.at}, ${key.id})` : undefined;
}
