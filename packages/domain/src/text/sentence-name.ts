// Names and places often end with a period of their own ('Ethan M.', 'St. Mary's U.'): a sentence
// that ends with one must not add a second.

const FINAL_STOP = /[.!?…]$/u;

/** `words` closing a sentence: with a period, unless they already end with one (or ! ? …). */
export function endSentence(words: string): string {
  const trimmed = words.trimEnd();
  return FINAL_STOP.test(trimmed) ? trimmed : `${trimmed}.`;
}
