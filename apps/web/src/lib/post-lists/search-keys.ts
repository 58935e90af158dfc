// Query keys of search, one factory for every file of this feature. Caching: results and
// suggestions are fresh for 30 s (the default); popular searches for 5 minutes; the viewer's
// recent searches until one is added, removed or cleared here.
export const searchKeys = {
  all: ['search'] as const,
  /** Every cached list of found posts (a save or deletion patches them). */
  postLists: ['search', 'posts'] as const,
  /** GET /api/search?q=&show=latest|media */
  posts: (q: string, show: 'latest' | 'media') => ['search', 'posts', q, show] as const,
  /** GET /api/search/people?q= */
  people: (q: string) => ['search', 'people', q] as const,
  /** GET /api/search/suggestions?q= */
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
  /** GET /api/search/popular */
  popular: ['search', 'popular'] as const,
  /** GET /api/search/recent (signed in) */
  recent: ['search', 'recent'] as const,
};
