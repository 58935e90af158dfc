import { describe, expect, it } from 'vitest';
import { CATEGORIES, isCategory } from './categories';
import { countedLength, isTextTooLong, plainTextOf, TEXT_MAX } from './text-length';

const doc = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
});

describe('text length', () => {
  it('joins blocks with line breaks', () => {
    expect(plainTextOf(doc('Desk', 'Lamp'))).toBe('Desk\nLamp');
    expect(plainTextOf(null)).toBe('');
  });

  it.each([
    ['a'.repeat(500), 500, false],
    ['a'.repeat(501), 501, true],
    [`${'a'.repeat(498)}\n`, 500, false],
    [`${'a'.repeat(499)}\n`, 501, true],
    ['a\nb', 4, false],
  ])('counts %j as %i (too long: %s)', (text, n, tooLong) => {
    expect(countedLength(text)).toBe(n);
    expect(isTextTooLong(text)).toBe(tooLong);
  });

  it('counts a 250-character two-block document with its break as 2', () => {
    const plain = plainTextOf(doc('x'.repeat(249), 'y'.repeat(250)));
    expect(countedLength(plain)).toBe(TEXT_MAX + 1);
  });
});

describe('categories', () => {
  it('has 34 entries, "all" first and "other" last', () => {
    expect(CATEGORIES).toHaveLength(34);
    expect(CATEGORIES.at(-1)).toEqual({ value: 'other', text: 'Other' });
    expect(CATEGORIES[0]).toEqual({ value: 'all', text: 'All' });
    expect(isCategory('tvs & media players')).toBe(true);
    expect(isCategory('weapons')).toBe(false);
  });

  it('writes acronyms and unit prefixes upright in labels, never as a capitalised word', () => {
    const text = (v: string) => CATEGORIES.find((c) => c.value === v)?.text;
    expect(text('tvs & media players')).toBe('TVs & Media Players');
    expect(text('3d printers & supplies')).toBe('3D Printers & Supplies');
    for (const c of CATEGORIES) expect(c.text, c.value).not.toMatch(/\b(Tvs|\d[a-z])\b/);
  });
});
