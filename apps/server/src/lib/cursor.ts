import { INPUT_MESSAGES } from '@campus/domain';
import { z } from 'zod';
import { AppError } from '../http/errors';

/**
 * The field kinds a cursor may hold, each checked on the way in, so a made-up cursor is a 400 and
 * never reaches SQL: a timestamp as encodeCursor writes it, a row id (uuid), a user id (better-auth's
 * random text), a position (a small whole number), a username.
 */
const FIELDS = {
  date: z.iso.datetime().refine((t) => !Number.isNaN(Date.parse(t))),
  uuid: z.uuid(),
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  count: z.string().regex(/^\d{1,9}$/),
  username: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[^\0]*$/),
} as const;
export type CursorField = keyof typeof FIELDS;

/** Longer than any cursor encodeCursor writes. */
const MAX_CURSOR_CHARS = 500;

/** An opaque page cursor: the sort key and id of the last row, base64url JSON. */
export function encodeCursor(value: Record<string, string>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The fields of a cursor, each of its kind (e.g. `{ t: 'date', id: 'uuid' }`), or a 400. */
export function decodeCursor<K extends string>(
  cursor: string,
  shape: Record<K, CursorField>,
): Record<K, string> {
  const invalid = new AppError(400, 'invalid_cursor', INPUT_MESSAGES.invalidCursor);
  if (cursor.length > MAX_CURSOR_CHARS) throw invalid;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (value === null || typeof value !== 'object') throw invalid;
  const fields = value as Record<string, unknown>;
  const out = {} as Record<K, string>;
  for (const key of Object.keys(shape) as K[]) {
    const parsed = FIELDS[shape[key]].safeParse(fields[key]);
    if (!parsed.success) throw invalid;
    out[key] = parsed.data;
  }
  return out;
}
