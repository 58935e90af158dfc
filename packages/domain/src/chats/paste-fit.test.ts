import { describe, expect, it } from 'vitest';
import { fitPaste } from './paste-fit';

describe('fitPaste', () => {
  it.each([
    ['an empty box takes 500 of a 501-character paste', '', 0, 0, 'a'.repeat(501), 500, 500, 501],
    ['a box holding 400 takes 100 more', 'b'.repeat(400), 400, 400, 'c'.repeat(300), 500, 100, 300],
    ['a paste that fits goes in whole', 'hi ', 3, 3, 'there', 8, 5, 5],
    ['a full box takes nothing', 'd'.repeat(500), 500, 500, 'e', 500, 0, 1],
    ['a line break counts 2 and is not split', 'f'.repeat(498), 498, 498, 'g\nh', 499, 1, 4],
  ])('%s', (_name, current, start, end, pasted, length, kept, total) => {
    const fitted = fitPaste(current, start, end, pasted);
    expect([fitted.text.length + (fitted.text.match(/\n/g)?.length ?? 0), fitted.kept, fitted.total]).toEqual(
      [length, kept, total],
    );
  });

  it('replaces the selection and puts the caret after the paste', () => {
    expect(fitPaste('abcdef', 1, 4, 'XY')).toEqual({ text: 'aXYef', caret: 3, kept: 2, total: 2 });
  });

  it('keeps a character pair whole', () => {
    const fitted = fitPaste('a'.repeat(499), 499, 499, '😀😀');
    expect(fitted.text).toBe(`${'a'.repeat(499)}😀`);
    expect(fitted.kept).toBe(1);
  });
});
