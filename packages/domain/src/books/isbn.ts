/**
 * ISBNs as printed on a back cover: 10 or 13 digits (an ISBN-10 may end in X), hyphens or spaces
 * between them. Stored as ISBN-13, so the ISBN-10 and ISBN-13 of one book are one value.
 */

/** The digits (and a final X) of a written ISBN, or null when it is not 10 or 13 of them. */
function digitsOf(written: string): string | null {
  const compact = written.trim().replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(compact) || /^\d{13}$/.test(compact)) return compact;
  return null;
}

/** The check digit of an ISBN-13's first 12 digits. */
function isbn13Check(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** The check character of an ISBN-10's first 9 digits (0–9 or X). */
function isbn10Check(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The ISBN-13 of a written ISBN-10 or ISBN-13 whose checksum holds; null otherwise. */
export function toIsbn13(written: string): string | null {
  const digits = digitsOf(written);
  if (!digits) return null;
  if (digits.length === 13) return isbn13Check(digits.slice(0, 12)) === digits[12] ? digits : null;
  if (isbn10Check(digits.slice(0, 9)) !== digits[9]) return null;
  const first12 = `978${digits.slice(0, 9)}`;
  return first12 + isbn13Check(first12);
}

/** The ISBN-10 of an ISBN (978 books only; 979 ones have none). */
export function toIsbn10(written: string): string | null {
  const isbn13 = toIsbn13(written);
  if (!isbn13?.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  return first9 + isbn10Check(first9);
}

/** Whether the text is an ISBN with a good checksum, in any written form. */
export const isIsbn = (written: string) => toIsbn13(written) !== null;

/** An ISBN-13 as printed (978-0134685991): the prefix apart, the rest together. */
export const formatIsbn13 = (isbn13: string) => `${isbn13.slice(0, 3)}-${isbn13.slice(3)}`;

/**
 * A search's text with every ISBN in it, in whatever form, written as its 13 digits (the form the
 * search index holds); other text is left as it is.
 */
export function isbnsAsSearchWords(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{N}])\d[\d\s-]{8,15}[\dXx](?![\p{L}\p{N}])/gu,
    (run) => toIsbn13(run) ?? run,
  );
}
