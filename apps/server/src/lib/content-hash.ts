// A client key belongs to one submission of one content. The create keeps this hash beside the key,
// so a repeat with the same key is answered with the first row only when it carries the same content.
import { createHash } from 'node:crypto';

/** The value with object keys in order and undefined left out: one text for one content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .flatMap((k) => {
          const v = (value as Record<string, unknown>)[k];
          return v === undefined ? [] : [[k, canonical(v)]];
        }),
    );
  return value;
}

/** A hash of what a create was sent with, its client key left out (whatever the order of its fields). */
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
