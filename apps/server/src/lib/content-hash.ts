// A client key belongs to one submission of one content. The create keeps this hash beside the key,
// so a repeat with the same key is answered with the first row only when it carries the same content.
import { createHash } from 'node:crypto';

/** A field that says "none" however it is sent: left out, null, {} or []. */
const isNone = (v: unknown) =>
  v === undefined ||
  v === null ||
  (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.keys(v as object).length === 0);

/** The value with object keys in order and "none" fields left out: one text for one content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .flatMap((k) => {
          const v = canonical((value as Record<string, unknown>)[k]);
          return isNone(v) ? [] : [[k, v]];
        }),
    );
  return value;
}

/**
 * A hash of what a create was sent with, its client key left out: the same whatever the order of its
 * fields, and whether a field with nothing in it is sent (null, {}, []) or left out.
 */
export function contentHash(input: object): string {
  const { clientKey: _key, ...content } = input as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('base64url');
}

/** Whether a repeat of a key may be answered with the first row (null: a row from before hashes). */
export function sameContent(stored: string | null | undefined, hash: string): boolean {
  return stored == null || stored === hash;
}
