// One rule for a listing's price, used by the composer, the Edit dialog and the server: whole US
// dollars from 0 to 1,000,000. Text that is not exactly such a number is refused with a sentence and
// never "cleaned" into another number (dropping a dot or a sign shifts digits: 12.50 became 1,250).
import { formatPrice } from './autolink';
import { PRICE_MAX_DOLLARS } from './rules';

export const PRICE_MESSAGES = {
  notWhole: 'Prices are whole dollars, without cents.',
  negative: "A price can't be less than $0.",
  tooHigh: `A price can be at most ${formatPrice(PRICE_MAX_DOLLARS * 100)}.`,
  notANumber: 'Enter the price in whole dollars, with digits only (like 25).',
  /** The button that takes the rounded price the refusal of cents offers. */
  takeRounded: (dollars: number) => `Use ${formatPrice(dollars * 100)}`,
} as const;

export type PriceReading =
  | { ok: true; dollars: number | null }
  | {
      ok: false;
      message: string /** The whole-dollar price to offer instead, for cents. */;
      rounded?: number;
    };

/** A price the server received as a number, checked: null when it may be stored, else the sentence. */
export function priceRefusal(dollars: number): string | null {
  if (!Number.isFinite(dollars)) return PRICE_MESSAGES.notANumber;
  if (dollars < 0) return PRICE_MESSAGES.negative;
  if (dollars > PRICE_MAX_DOLLARS) return PRICE_MESSAGES.tooHigh;
  if (!Number.isInteger(dollars)) return PRICE_MESSAGES.notWhole;
  return null;
}

// Digits, optionally grouped by commas in threes ('1,250'), an optional '$' before, and optional
// cents after a dot. Anything else (an exponent, a second dot, letters) is not read as a price.
const PRICE_TEXT = /^(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/** The price field's text read as whole dollars ('' is no price), or the sentence that refuses it. */
export function readPrice(input: string): PriceReading {
  const text = input.trim();
  if (text === '') return { ok: true, dollars: null };
  const match = PRICE_TEXT.exec(text);
  if (!match) return { ok: false, message: PRICE_MESSAGES.notANumber };
  const [, minus, digits = '', cents = ''] = match;
  const whole = Number(digits.replaceAll(',', ''));
  if (minus && (whole > 0 || /[1-9]/.test(cents))) return { ok: false, message: PRICE_MESSAGES.negative };
  if (whole > PRICE_MAX_DOLLARS) return { ok: false, message: PRICE_MESSAGES.tooHigh };
  if (/[1-9]/.test(cents)) {
    const rounded = Math.round(Number(`${whole}.${cents}`));
    return rounded > PRICE_MAX_DOLLARS
      ? { ok: false, message: PRICE_MESSAGES.tooHigh }
      : { ok: false, message: PRICE_MESSAGES.notWhole, rounded };
  }
  return { ok: true, dollars: whole };
}
