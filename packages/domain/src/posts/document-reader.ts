/**
 * How a reader sees a stored editor document, whatever it holds: blocks of inline pieces. Both the
 * server's count (plainTextOf) and the web renderer read documents through this one function, so
 * the characters counted are the characters shown. It never throws: an old or hostile document
 * (children that are not arrays, text that is not a string, 3,000 levels deep, 60,000 nodes,
 * 900,000 characters) reads as what can be shown of it, and nothing past the limits.
 */
export type ReaderInline =
  | { kind: 'text'; text: string; format: number }
  | { kind: 'break' }
  | { kind: 'link'; url: string; text: string };
export interface ReaderBlock {
  quote: boolean;
  inlines: ReaderInline[];
}

/** How far and how much of a stored document is read (far beyond what the composer makes). */
export const READER_LIMITS = { depth: 8, nodes: 5_000, chars: 5_000 } as const;

interface Budget {
  nodes: number;
  chars: number;
}

function childrenOf(node: Record<string, unknown>): unknown[] {
  return Array.isArray(node.children) ? node.children : [];
}

function readInline(node: unknown, depth: number, budget: Budget, out: ReaderInline[]): void {
  if (node === null || typeof node !== 'object' || depth > READER_LIMITS.depth) return;
  budget.nodes -= 1;
  if (budget.nodes < 0) return;
  const n = node as Record<string, unknown>;
  if (n.type === 'linebreak') {
    out.push({ kind: 'break' });
    return;
  }
  if (typeof n.text === 'string') {
    const text = n.text.slice(0, Math.max(0, budget.chars));
    budget.chars -= text.length;
    out.push({ kind: 'text', text, format: typeof n.format === 'number' ? n.format : 0 });
    return;
  }
  const inner: ReaderInline[] = [];
  for (const child of childrenOf(n)) readInline(child, depth + 1, budget, inner);
  if (n.type === 'link' && typeof n.url === 'string' && /^https?:\/\//i.test(n.url)) {
    const text = inner.map((i) => (i.kind === 'break' ? '\n' : i.text)).join('');
    out.push({ kind: 'link', url: n.url, text });
    return;
  }
  out.push(...inner);
}

/** The blocks of a stored document (none when it has no root with children). */
export function readDocument(doc: unknown): ReaderBlock[] {
  const root = doc !== null && typeof doc === 'object' ? (doc as { root?: unknown }).root : undefined;
  if (root === null || typeof root !== 'object') return [];
  const budget: Budget = { nodes: READER_LIMITS.nodes, chars: READER_LIMITS.chars };
  const blocks: ReaderBlock[] = [];
  for (const block of childrenOf(root as Record<string, unknown>)) {
    if (block === null || typeof block !== 'object' || budget.nodes <= 0) continue;
    budget.nodes -= 1;
    const inlines: ReaderInline[] = [];
    // A block's own `text` is not shown (only its children are), so it is not read either.
    for (const child of childrenOf(block as Record<string, unknown>)) readInline(child, 2, budget, inlines);
    blocks.push({ quote: (block as { type?: unknown }).type === 'quote', inlines });
  }
  return blocks;
}

/** The characters of an inline piece as shown (a break is a line break). */
export function inlineTextOf(inline: ReaderInline): string {
  return inline.kind === 'break' ? '\n' : inline.text;
}
