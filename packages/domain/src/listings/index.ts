/**
 * Marketplace essentials. Routes, campus-scoped by the site's host:
 * - POST   /api/posts/:id/status { status, buyerId? } → Post (the author; 'sold' may name a buyer)
 * - GET    /api/posts/:id/buyers                      → { buyers } (the author: who messaged about it)
 * - PATCH  /api/posts/:id { text, category, price, keepMediaIds, uploadIds } → Post (the author)
 * - POST   /api/posts/:id/still-available             → { chatId } (members, not on sold posts)
 * - GET    /api/posts/:id/sale                        → { sale } (the seller's and buyer's view)
 * - POST   /api/posts/:id/ratings { stars, comment? } → 201 Rating (the two parties, once each)
 * - GET    /api/profiles/:username/ratings?cursor=    → RatingsPage (10)
 * - GET    /api/me/saved-searches                     → { searches }
 * - POST   /api/me/saved-searches { q }               → 201 { search }
 * - DELETE /api/me/saved-searches/:id                 → 204
 * The feed and search take ?showSold=true to keep sold posts.
 */
export * from './messages';
export * from './rules';
export * from './schemas';
