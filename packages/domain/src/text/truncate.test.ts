import { describe, expect, it } from 'vitest';
import { oneLine, titleFrom, truncateAtWord } from './truncate';

describe('truncateAtWord', () => {
  it.each([
    // [text, max, expected]
    ['Desk lamp', 20, 'Desk lamp'],
    ['exactly ten', 11, 'exactly ten'],
    ['IKEA desk with drawers, barely used', 20, 'IKEA desk with…'],
    ['IKEA desk with drawers, barely used', 23, 'IKEA desk with drawers…'],
    ['IKEA desk with drawers, barely used', 24, 'IKEA desk with drawers…'],
    ['Supercalifragilisticexpialidocious', 10, 'Supercali…'],
    ['ab cdefghijklmnopqrstuvwxyz', 10, 'ab cdefgh…'],
    ['Bike - like new', 8, 'Bike…'],
    ['😀😀😀😀😀😀', 4, '😀😀😀…'],
    ['anything', 1, '…'],
    ['anything', 0, ''],
  ])('%j in %i → %j', (text, max, expected) => {
    expect(truncateAtWord(text, max)).toBe(expected);
  });

  it('never exceeds the room and never ends mid-word when a word boundary is near', () => {
    const text = 'Selling my calculus textbook eighth edition with the solutions manual included';
    for (let max = 10; max < text.length; max++) {
      const cut = truncateAtWord(text, max);
      expect(Array.from(cut).length).toBeLessThanOrEqual(max);
      expect(cut.endsWith('…')).toBe(true);
      const words = cut.slice(0, -1).split(' ');
      expect(text.split(' ')).toContain(words.at(-1));
    }
  });
});

describe('titleFrom', () => {
  it('puts the text on one line before cutting', () => {
    expect(oneLine('  Desk\n\nlamp \t  white ')).toBe('Desk lamp white');
    expect(titleFrom('Vintage record player\nworks great, pickup only near campus', 30)).toBe(
      'Vintage record player works…',
    );
  });
});
