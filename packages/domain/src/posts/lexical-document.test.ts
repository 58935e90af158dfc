import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, lexicalDocumentSchema } from './lexical-document';
import { createPostBody } from './schemas';
import { plainTextOf } from './text-length';

const text = (t: string, extra: Record<string, unknown> = {}) => ({ type: 'text', text: t, ...extra });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const doc = (...blocks: unknown[]) => ({ root: { type: 'root', children: blocks } });

/** What the composer's editor serialises (Lexical 0.3x: every field present). */
const composerDoc = {
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 1,
        textStyle: '',
        children: [
          { type: 'text', text: 'Desk ', detail: 0, format: 1, mode: 'normal', style: '', version: 1 },
          { type: 'linebreak', version: 1 },
          { type: 'tab', text: '\t', detail: 2, format: 0, mode: 'normal', style: '', version: 1 },
          { type: 'text', text: 'lamp', detail: 0, format: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
      { type: 'paragraph', children: [], direction: null, format: '', indent: 0, version: 1 },
    ],
  },
};

const deep = (levels: number) => {
  let node: Record<string, unknown> = text('x');
  for (let i = 0; i < levels; i++) node = { type: 'paragraph', children: [node] };
  return { root: { type: 'root', children: [node] } };
};

describe('lexicalDocumentSchema', () => {
  it('accepts what the composer produces, unchanged', () => {
    expect(lexicalDocumentSchema.parse(composerDoc)).toEqual(composerDoc);
  });

  it('drops fields it does not know (nothing hidden is stored)', () => {
    const parsed = lexicalDocumentSchema.parse(
      doc({ ...paragraph(text('hi', { onclick: 'x' })), html: '<b>' }),
    );
    expect(parsed).toEqual(doc(paragraph(text('hi'))));
  });

  it.each([
    ['children that are a number', doc({ type: 'paragraph', children: 5 })],
    ['text hidden in a block', doc({ type: 'paragraph', text: '', children: [text('a'.repeat(600))] })],
    ['a block with text and no children', doc({ type: 'paragraph', text: 'hi' })],
    ['a nested block', doc(paragraph(paragraph(text('x'))))],
    ['a 3,000-deep document', deep(3000)],
    ['60,000 empty inline nodes', doc(paragraph(...Array.from({ length: 60_000 }, () => text(''))))],
    [
      '1,001 nodes',
      doc(...Array.from({ length: 200 }, () => paragraph(text('a'), text('b'), text('c'), text('d')))),
    ],
    ['an unknown node type', doc(paragraph({ type: 'html', text: '<script>alert(1)</script>' }))],
    [
      'a link (the composer makes none)',
      doc(paragraph({ type: 'link', url: 'javascript:alert(1)', children: [] })),
    ],
    ['a quote block', doc({ type: 'quote', children: [text('x')] })],
    ['a text node over 500 characters', doc(paragraph(text('a'.repeat(501))))],
    ['text that is not a string', doc(paragraph({ type: 'text', text: 5 }))],
    ['a tab that is not a tab', doc(paragraph({ type: 'tab', text: 'hidden' }))],
    ['a root that is not root', { root: { type: 'paragraph', children: [] } }],
    ['no root', { children: [] }],
    ['an array', [doc(paragraph(text('x')))]],
    ['a string', 'hello'],
    ['a huge style', doc(paragraph(text('x', { style: 'color:red;'.repeat(100) })))],
    ['252 blocks', doc(...Array.from({ length: 252 }, () => paragraph()))],
  ])('refuses %s with one plain message', (_name, value) => {
    const result = lexicalDocumentSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([DOCUMENT_MESSAGES.invalid]);
  });

  it('is the text of a post body, which may still be null or absent', () => {
    expect(createPostBody.parse({ text: null }).text).toBeNull();
    expect(createPostBody.parse({}).text).toBeUndefined();
    expect(createPostBody.safeParse({ text: doc({ type: 'paragraph', children: 5 }) }).success).toBe(false);
  });

  it('counts, once parsed, exactly the characters a reader sees', () => {
    expect(plainTextOf(lexicalDocumentSchema.parse(composerDoc))).toBe('Desk \n\tlamp\n');
  });
});
