/**
 * Display names and usernames (accounts-and-money §4.1).
 * Parsing: separators are space, period, comma and hyphen; words with digits are dropped; the first
 * word is the first name, the last the last name, words between the middle name; defaults
 * 'anonymous' and 'user'. Stored capitalised, the last name as its initial plus a period.
 */
export interface ParsedName {
  firstName: string;
  middleName: string;
  lastName: string;
}

const capitalise = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word);

export function splitNameWords(displayName: string): string[] {
  return displayName.split(/[\s.,-]+/).filter((w) => w.length > 0 && !/\d/.test(w));
}

/** The full first, middle and last names of a display name, capitalised, with the defaults. */
export function parseDisplayName(displayName: string): ParsedName {
  const words = splitNameWords(displayName);
  const first = words[0] ?? 'anonymous';
  const last = words.length > 1 ? words.at(-1)! : 'user';
  return {
    firstName: capitalise(first),
    middleName: words.slice(1, -1).map(capitalise).join(' '),
    lastName: capitalise(last),
  };
}

/** The last name as stored: its initial plus a period ('Smith' → 'S.'). */
export function storedLastName(lastName: string): string {
  const initial = lastName.trim()[0];
  return initial ? `${initial.toUpperCase()}.` : 'U.';
}

/** First plus last name, lowercased, joined with nothing between, letters and digits only. */
export function usernameBase(firstName: string, lastName: string): string {
  const base = `${firstName}${lastName}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return base || 'user';
}

/** The base if free, otherwise base-2, base-3, … — the first free one. */
export function firstFreeUsername(base: string, isTaken: (candidate: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
