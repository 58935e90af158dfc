// Search's sizes and tab names without zod: the web app's first load reads them (the search box)
// and must not carry the schemas with it.

/** Page sizes and counts (community §7, §9). */
export const SEARCH_LIMITS = {
  hitsPerPage: 10,
  popularFetched: 14,
  popularShown: 4,
  suggestions: 6,
  recentShown: 10,
  queryMax: 100,
  profilePage: 10,
} as const;

export const SEARCH_TABS = ['latest', 'media', 'people'] as const;
export const PROFILE_TABS = ['home', 'photos', 'replies', 'likes'] as const;

/** `value` when it is one of `options`, else undefined (a type guard that needs no zod in the browser). */
export function oneOf<T extends string>(
  options: readonly T[],
  value: string | null | undefined,
): T | undefined {
  return options.find((o) => o === value);
}
