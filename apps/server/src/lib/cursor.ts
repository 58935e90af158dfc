import { AppError } from '../http/errors';

/** An opaque page cursor: the sort key and id of the last row, base64url JSON. */
export function encodeCursor(value: Record<string, string>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<K extends string>(cursor: string, keys: readonly K[]): Record<K, string> {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (keys.every((k) => typeof value[k] === 'string')) return value as Record<K, string>;
  } catch {
    // fall through
  }
  throw new AppError(400, 'invalid_cursor', 'Invalid cursor.');
}
