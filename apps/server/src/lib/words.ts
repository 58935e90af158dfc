/** Letters and digits only: the words of a query, at most eight (search and saved searches share the rule). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}
