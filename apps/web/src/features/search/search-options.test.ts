import type { PopularSearch, RecentSearch } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { buildSearchOptions } from './search-options';

const popular = (...texts: string[]): PopularSearch[] =>
  texts.map((text, i) => ({ id: `p${i}`, text, totalViews: 100 - i }));
const recent = (...texts: string[]): RecentSearch[] =>
  texts.map((searchText, i) => ({ id: `r${i}`, searchText, searchQty: 1, date: '2025-01-01T00:00:00Z' }));
const texts = (options: { text: string }[]) => options.map((o) => o.text);

describe('buildSearchOptions', () => {
  it('with nothing typed shows 4 popular searches and every recent one, no suggestions', () => {
    const options = buildSearchOptions({
      text: '  ',
      suggestions: ['stale'],
      popular: popular('desk', 'lamp', 'bike', 'sofa', 'books', 'tv'),
      recent: recent('chair', 'desk'),
    });
    expect(texts(options.suggestions)).toEqual([]);
    expect(texts(options.popular)).toEqual(['desk', 'lamp', 'bike', 'sofa']);
    expect(texts(options.recent)).toEqual(['chair', 'desk']);
    expect(texts(options.all)).toEqual(['desk', 'lamp', 'bike', 'sofa', 'chair', 'desk']);
  });

  it('while typing lists suggestions first, then popular and recent searches containing the text', () => {
    const options = buildSearchOptions({
      text: 'De',
      suggestions: ['desk', 'desk lamp', 'Desk'],
      popular: popular('standing desk', 'desk', 'lamp'),
      recent: recent('oak desk', 'bike'),
    });
    expect(texts(options.suggestions)).toEqual(['desk', 'desk lamp']);
    expect(texts(options.popular)).toEqual(['standing desk']);
    expect(texts(options.recent)).toEqual(['oak desk']);
    expect(options.all.map((o) => o.kind)).toEqual(['suggestion', 'suggestion', 'popular', 'recent']);
  });

  it('keeps at most 6 suggestions and 10 recent searches', () => {
    const many = Array.from({ length: 12 }, (_, i) => `desk ${i}`);
    const options = buildSearchOptions({
      text: 'desk',
      suggestions: many,
      popular: [],
      recent: recent(...many),
    });
    expect(options.suggestions).toHaveLength(6);
    expect(options.recent).toHaveLength(10);
  });

  it('gives every option a distinct key and recent ones their id', () => {
    const options = buildSearchOptions({
      text: '',
      suggestions: [],
      popular: popular('desk'),
      recent: recent('desk'),
    });
    expect(new Set(options.all.map((o) => o.key)).size).toBe(2);
    expect(options.recent[0]).toMatchObject({ kind: 'recent', id: 'r0' });
  });
});
