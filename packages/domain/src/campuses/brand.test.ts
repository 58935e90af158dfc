import { describe, expect, it } from 'vitest';
import {
  accessibleBrand,
  contrastRatio,
  darken,
  LIGHT_SURFACES,
  MIN_TEXT_CONTRAST,
  ON_BRAND_TEXT,
  relativeLuminance,
  worstBrandContrast,
} from './brand';
import { CAMPUS_CATALOGUE } from './catalogue';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#1f5fd6', '#ffffff', 5.73],
  ])('%s on %s', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#841617', '#f4f6f9')).toBe(contrastRatio('#f4f6f9', '#841617'));
  });
});

describe('relativeLuminance and darken', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
  ])('%s', (hex, expected) => expect(relativeLuminance(hex)).toBeCloseTo(expected, 5));

  it('darkens toward black', () => {
    expect(darken('#ff8000', 0.5)).toBe('#804000');
    expect(darken('#123456', 0)).toBe('#123456');
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});

describe('accessibleBrand over the catalogue', () => {
  it.each(CAMPUS_CATALOGUE.map((c) => [c.id, c.color] as const))('%s (%s)', (_id, color) => {
    const brand = accessibleBrand(color);
    expect(contrastRatio(ON_BRAND_TEXT, brand)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    for (const surface of LIGHT_SURFACES)
      expect(contrastRatio(brand, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Only as dark as needed: one step lighter would fail, unless the colour was kept as it is.
    if (brand !== color) expect(worstBrandContrast(color)).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('keeps a colour that already passes', () => {
    expect(accessibleBrand('#012169')).toBe('#012169');
  });

  it('darkens a light colour (Texas orange) until it passes', () => {
    const brand = accessibleBrand('#bf5700');
    expect(brand).not.toBe('#bf5700');
    expect(contrastRatio(brand, '#eef1f5')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
