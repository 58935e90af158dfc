import { describe, expect, it } from 'vitest';
import { formatPreviewPrice, photoAlt, privateListingDescription, textStart } from './previews';

describe('textStart', () => {
  it.each([
    ['short', 10, 'short'],
    ['  many   spaces\nand lines ', 40, 'many spaces and lines'],
    ['a lamp in good condition for sale', 20, 'a lamp in good…'],
    ['abcdefghijklmnopqrstuvwxyz', 10, 'abcdefghi…'],
  ])('%j at %i', (text, max, expected) => {
    expect(textStart(text, max)).toBe(expected);
    expect(textStart(text, max).length).toBeLessThanOrEqual(max);
  });
});

describe('formatPreviewPrice', () => {
  it.each([
    [0, 'Free'],
    [2500, '$25'],
    [125000, '$1,250'],
    [1250, '$12.50'],
  ])('%i', (cents, expected) => expect(formatPreviewPrice(cents)).toBe(expected));
});

describe('photoAlt', () => {
  it.each([
    ['the author wrote one', 'Blue desk lamp, lit', 'Lamp for sale', 0, 1, 'Blue desk lamp, lit'],
    ['blank alt falls back to the text', '   ', 'Lamp for sale', 0, 1, 'Lamp for sale'],
    ['no alt, several photos', null, 'Lamp for sale', 1, 3, 'Lamp for sale (photo 2 of 3)'],
    ['no alt, no text', undefined, '', 0, 2, 'Photo 1 of 2'],
  ])('%s', (_name, alt, text, index, count, expected) => {
    expect(photoAlt(alt, text, index, count)).toBe(expected);
  });
});

it('describes a private listing by its campus only', () => {
  expect(privateListingDescription('OU')).toBe('A listing on OU Buy / Sell');
});
