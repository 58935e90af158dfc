/**
 * Search wording that is not the spec's own (controls' accessible names); the spec's strings come
 * from SEARCH_MESSAGES in packages/domain.
 */
export const SEARCH_LABELS = {
  search: 'Search',
  searchOptions: 'Search suggestions',
  suggestions: 'Suggestions',
  removeRecent: (text: string) => `Remove ${text}`,
  searchTabs: 'Search results',
  back: 'Back',
  results: 'Results',
  people: 'People found',
  loadingPeople: 'Loading people',
} as const;
