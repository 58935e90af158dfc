import { isbnsAsSearchWords } from '@campus/domain';

/**
 * Letters and digits only: the words of a query, at most eight (search and saved searches share the
 * rule). An ISBN in any form (hyphens, ISBN-10) is one word, its 13 digits, as the index holds it.
 */
export function wordsOf(text: string): string[] {
  return (
    isbnsAsSearchWords(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}
