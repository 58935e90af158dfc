/**
 * Search and profiles (community §2, §3, §7). Routes, all campus-scoped by the site's host:
 * - GET    /api/search?q=&show=latest|media&cursor=   → SearchPostsPage (10 hits, date descending)
 * - GET    /api/search/people?q=&cursor=              → SearchPeoplePage (10)
 * - GET    /api/search/suggestions?q=                 → { suggestions: string[] }
 * - GET    /api/search/popular                        → { searches: PopularSearch[] } (14)
 * - POST   /api/search/terms { q }                    → 204 (counts a search; guests too)
 * - GET    /api/search/recent                         → { searches: RecentSearch[] } (signed in)
 * - POST   /api/search/recent { text }                → 201 { search } | 409 duplicate_search
 * - DELETE /api/search/recent/:id                     → { message: 'Recent Search Removed' }
 * - DELETE /api/search/recent                         → { message: 'Search History Cleared' }
 * - GET    /api/profiles/:username                    → Profile | 404 profile_missing
 * - GET    /api/profiles/:username/posts?show=&cursor= → ProfilePostsPage (10)
 */
export * from './filters';
export * from './limits';
export * from './messages';
export * from './rules';
export * from './schemas';
