import { describe, expect, it } from 'vitest';
import { READER_LIMITS, readDocument } from './document-reader';
import { isTextTooLong, plainTextOf } from './text-length';

const text = (t: string) => ({ type: 'text', text: t });
const doc = (...blocks: unknown[]) => ({ root: { type: 'root', children: blocks } });

describe('readDocument (stored documents, whatever they hold)', () => {
  it('reads blocks, formats, breaks, http links and quotes', () => {
    const blocks = readDocument(
      doc(
        { type: 'paragraph', children: [{ ...text('Hi'), format: 1 }, { type: 'linebreak' }] },
        { type: 'quote', children: [{ type: 'link', url: 'https://a.example', children: [text('a')] }] },
      ),
    );
    expect(blocks).toEqual([
      { quote: false, inlines: [{ kind: 'text', text: 'Hi', format: 1 }, { kind: 'break' }] },
      { quote: true, inlines: [{ kind: 'link', url: 'https://a.example', text: 'a' }] },
    ]);
  });

  it('shows a javascript: link as its text only', () => {
    const [block] = readDocument(
      doc({
        type: 'paragraph',
        children: [{ type: 'link', url: 'javascript:alert(1)', children: [text('x')] }],
      }),
    );
    expect(block!.inlines).toEqual([{ kind: 'text', text: 'x', format: 0 }]);
  });

  it.each([
    ['null', null],
    ['a string', 'x'],
    ['a root that is a number', { root: 5 }],
    ['children that are a number', doc({ type: 'paragraph', children: 5 })],
    ['children that are a string', doc({ type: 'paragraph', children: 'abc' })],
    ['null blocks and inlines', doc(null, { type: 'paragraph', children: [null, 7, 'x', { text: 9 }] })],
    ['root children that are an object', { root: { children: { 0: text('x') } } }],
  ])('never throws on %s', (_name, value) => {
    expect(() => readDocument(value)).not.toThrow();
    expect(() => plainTextOf(value)).not.toThrow();
  });

  it('counts text hidden in a block’s children (the reader shows it)', () => {
    const hidden = doc({ type: 'paragraph', text: '', children: [text('a'.repeat(600))] });
    expect(plainTextOf(hidden)).toHaveLength(600);
    expect(isTextTooLong(plainTextOf(hidden))).toBe(true);
  });

  it('stops at its depth, node and character limits (3,000 levels, 60,000 nodes, 900,000 characters)', () => {
    let node: Record<string, unknown> = text('deep');
    for (let i = 0; i < 3000; i++) node = { type: 'span', children: [node] };
    expect(plainTextOf(doc({ type: 'paragraph', children: [node] }))).toBe('');
    const many = doc({ type: 'paragraph', children: Array.from({ length: 60_000 }, () => text('x')) });
    expect(plainTextOf(many).length).toBeLessThan(READER_LIMITS.nodes);
    const long = doc({ type: 'paragraph', children: [text('x'.repeat(900_000)), text('y')] });
    expect(plainTextOf(long)).toBe('x'.repeat(READER_LIMITS.chars));
  });
});
