import { inlineTextOf, readDocument } from './document-reader';

/**
 * The 500-character cap of post, comment and chat text (community §5): characters of the text,
 * and each line break between blocks counts 2. Counted on the editor's JSON document (Lexical's
 * serialised state: root → block children → inline children with `text`, `linebreak` nodes).
 */
export const TEXT_MAX = 500;

/** The plain text of a document as a reader sees it (readDocument): its blocks joined by line breaks. */
export function plainTextOf(doc: unknown): string {
  return readDocument(doc)
    .map((block) => block.inlines.map(inlineTextOf).join(''))
    .join('\n');
}

/** The counted length: every character, and 2 for each line break (between blocks or within one). */
export function countedLength(plain: string): number {
  let n = 0;
  for (const ch of plain) n += ch === '\n' ? 2 : 1;
  return n;
}

export function isTextTooLong(plain: string): boolean {
  return countedLength(plain) > TEXT_MAX;
}
