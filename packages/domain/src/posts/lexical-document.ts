import { z } from 'zod';
import { TEXT_MAX } from './text-length';

/**
 * The editor document a post, comment or chat message stores: Lexical's serialised state, limited
 * to the nodes our composer produces (root → paragraph → text, linebreak, tab). Anything else is
 * refused, so what the server counts (plainTextOf) is exactly what a reader sees. Known fields are
 * kept, unknown ones dropped.
 */
export const DOCUMENT_LIMITS = {
  /** root → block → inline; a deeper document cannot come from the composer. */
  depth: 3,
  /** Every node counted (root, blocks, inline): 500 one-character text nodes and their blocks fit. */
  nodes: 1_000,
  /** Blocks: 251 empty paragraphs are 500 counted characters (each break counts 2). */
  blocks: Math.floor(TEXT_MAX / 2) + 1,
  /** A text node's `style` (inline CSS the reader ignores). */
  styleChars: 200,
} as const;

export const DOCUMENT_MESSAGES = {
  invalid: "This text can't be posted. Please write it again.",
} as const;

const version = z.number().int().min(0).max(1_000).optional();
const direction = z.enum(['ltr', 'rtl']).nullable().optional();
const blockFormat = z.union([z.string().max(20), z.number().int().min(0).max(1_000)]).optional();
const indent = z.number().int().min(0).max(20).optional();

const textFields = {
  text: z.string().max(TEXT_MAX),
  format: z.number().int().min(0).max(0xffff).optional(),
  detail: z.number().int().min(0).max(0xff).optional(),
  mode: z.enum(['normal', 'token', 'segmented']).optional(),
  style: z.string().max(DOCUMENT_LIMITS.styleChars).optional(),
  version,
};
const inlineNode = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), ...textFields }),
  z.object({ type: z.literal('tab'), ...textFields, text: z.literal('\t') }),
  z.object({ type: z.literal('linebreak'), version }),
]);
const paragraphNode = z.object({
  type: z.literal('paragraph'),
  children: z.array(inlineNode).max(DOCUMENT_LIMITS.nodes),
  direction,
  format: blockFormat,
  indent,
  textFormat: z.number().int().min(0).max(0xffff).optional(),
  textStyle: z.string().max(DOCUMENT_LIMITS.styleChars).optional(),
  version,
});
const strictDocument = z.object({
  root: z.object({
    type: z.literal('root'),
    children: z.array(paragraphNode).max(DOCUMENT_LIMITS.blocks),
    direction,
    format: blockFormat,
    indent,
    version,
  }),
});
export type LexicalDocument = z.infer<typeof strictDocument>;

/**
 * Measures a JSON value without recursion (a 3,000-deep document cannot overflow the stack),
 * stopping as soon as it is deeper or larger than the limits. True when within them.
 */
export function isWithinDocumentLimits(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node) && node.length > DOCUMENT_LIMITS.nodes) return false;
    const children = Array.isArray(node) ? node : Object.values(node);
    if (!Array.isArray(node) && 'type' in node) {
      nodes += 1;
      if (nodes > DOCUMENT_LIMITS.nodes) return false;
    }
    // Each node is an object inside a `children` array: 2 JSON levels per document level.
    if (depth > 2 * DOCUMENT_LIMITS.depth + 1) return false;
    for (const child of children) stack.push([child, depth + 1]);
  }
  return true;
}

/**
 * A stored post/comment/message text as the API accepts it: within the size limits first (cheap,
 * before zod walks it), then exactly the composer's node types; the parsed document keeps only
 * known fields. One plain message for any refusal.
 */
export const lexicalDocumentSchema = z.unknown().transform((value, ctx): LexicalDocument => {
  const parsed = isWithinDocumentLimits(value) ? strictDocument.safeParse(value) : null;
  if (parsed?.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.invalid, input: value });
  return z.NEVER;
});
