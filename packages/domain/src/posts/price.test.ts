import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES, priceRefusal, readPrice } from './price';

describe('readPrice', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['25', 25],
    [' 25 ', 25],
    ['$25', 25],
    ['007', 7],
    ['1,250', 1250],
    ['12.', 12],
    ['12.00', 12],
    ['1000000', 1_000_000],
    ['-0', 0],
  ])('reads %j as %s', (text, dollars) => {
    expect(readPrice(text)).toEqual({ ok: true, dollars });
  });

  it.each([
    ['12.50', PRICE_MESSAGES.notWhole, 13],
    ['12.4', PRICE_MESSAGES.notWhole, 12],
    ['0.99', PRICE_MESSAGES.notWhole, 1],
    ['1,250.75', PRICE_MESSAGES.notWhole, 1251],
  ])('refuses %j as cents, offering $%s', (text, message, rounded) => {
    expect(readPrice(text)).toEqual({ ok: false, message, rounded });
  });

  it.each([
    ['-5', PRICE_MESSAGES.negative],
    ['-0.50', PRICE_MESSAGES.negative],
    ['1e9', PRICE_MESSAGES.notANumber],
    ['12,50', PRICE_MESSAGES.notANumber],
    ['12.50.1', PRICE_MESSAGES.notANumber],
    ['abc', PRICE_MESSAGES.notANumber],
    ['5 dollars', PRICE_MESSAGES.notANumber],
    ['99999999999', PRICE_MESSAGES.tooHigh],
    ['1000001', PRICE_MESSAGES.tooHigh],
    ['1000000.5', PRICE_MESSAGES.tooHigh],
  ])('refuses %j: %s', (text, message) => {
    expect(readPrice(text)).toEqual({ ok: false, message });
  });

  it('says each refusal in a plain sentence', () => {
    expect(PRICE_MESSAGES.notWhole).toBe('Prices are whole dollars, without cents.');
    expect(PRICE_MESSAGES.tooHigh).toBe('A price can be at most $1,000,000.');
    expect(PRICE_MESSAGES.takeRounded(13)).toBe('Use $13');
  });
});

describe('priceRefusal (the server, given a JSON number)', () => {
  it.each([
    [0, null],
    [1_000_000, null],
    [12.5, PRICE_MESSAGES.notWhole],
    [-5, PRICE_MESSAGES.negative],
    [1e9, PRICE_MESSAGES.tooHigh],
    [99999999999, PRICE_MESSAGES.tooHigh],
  ])('%s → %s', (dollars, sentence) => {
    expect(priceRefusal(dollars)).toBe(sentence);
  });
});
