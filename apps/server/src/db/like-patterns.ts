/** Escapes LIKE wildcards (`%`, `_`, `\`) in user text, so that it matches only itself. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A LIKE pattern for values that contain `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for values that begin with `text`. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
