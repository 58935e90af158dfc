/**
 * The 34 categories (community §3), text and value pairs; 'all' is the no-filter choice. The spec
 * names 33; 'other' completes the 34 (docs/deviations.md).
 */
const NAMES = [
  'all',
  'audio & speakers',
  'auto parts & accessories',
  'books, movies, & music',
  'clothing, shoes, & accessories',
  'cars & trucks',
  'cameras & photography',
  'cell phones & accessories',
  'collectibles & art',
  'computers & accessories',
  'drones',
  'exercise',
  'jewelry & accessories',
  'furniture',
  'health & beauty',
  'housing & apartments',
  'home decor',
  'household',
  'kitchen & dining',
  'musical instruments',
  'motorcycles',
  'pet supplies',
  'school supplies',
  'sports & outdoors',
  'tickets',
  'tires & rims',
  'toys, games, & hobbies',
  'trading cards',
  'tvs & media players',
  'video games & consoles',
  'virtual reality',
  'wearables',
  '3d printers & supplies',
  'other',
] as const;

export type CategoryValue = (typeof NAMES)[number];

export interface Category {
  text: string;
  value: CategoryValue;
}

/** Words a plain capital would misspell: an acronym and a unit written upright. */
const UPRIGHT: Readonly<Record<string, string>> = { tvs: 'TVs', '3d': '3D' };

const capitalise = (s: string) =>
  s.replace(
    /(^|\s)([^\s]+)/g,
    (_m, space: string, word: string) =>
      space + (UPRIGHT[word] ?? word.replace(/^[a-z]/, (ch) => ch.toUpperCase())),
  );

export const CATEGORIES: readonly Category[] = NAMES.map((value) => ({ value, text: capitalise(value) }));

export function isCategory(value: string): value is CategoryValue {
  return (NAMES as readonly string[]).includes(value);
}

/** The categories a listing can have: every one but 'all', which is only a feed filter. */
export const LISTING_CATEGORIES: readonly Category[] = CATEGORIES.filter((c) => c.value !== 'all');
