/**
 * The 500-character cap of post, comment and chat text (community §5): characters of the text,
 * and each line break between blocks counts 2. Counted on the editor's JSON document (Lexical's
 * serialised state: root → block children → inline children with `text`, `linebreak` nodes).
 */
export const TEXT_MAX = 500;

interface LexicalNode {
  type?: string;
  text?: string;
  children?: LexicalNode[];
}

function inlineText(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n';
  if (typeof node.text === 'string') return node.text;
  return (node.children ?? []).map(inlineText).join('');
}

/** The plain text of a document: its blocks' text joined by line breaks. */
export function plainTextOf(doc: unknown): string {
  const root = (doc as { root?: LexicalNode } | null)?.root;
  if (!root?.children) return '';
  return root.children.map(inlineText).join('\n');
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
