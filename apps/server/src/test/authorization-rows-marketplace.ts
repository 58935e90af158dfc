// The authorization matrix's rows for the marketplace: a listing's status, edits and buyers (its author),
// "Is this still available?", sales and ratings (the sale's two parties), profiles' ratings and
// saved searches (the rest: authorization-rows.ts).
import { by, campusRead, member, postOwner, type Row, verified } from './authorization-actors';
import { doc } from './posts-helpers';

export const marketplaceRows: Record<string, Row> = {
  // Textbooks and requests: a course's page is read like the feed; the composer's price history and
  // titles, and the requests a listing meets (none but its author's), are for members.
  'GET /api/courses': { expect: campusRead, path: () => '/api/courses?code=MATH-2924' },
  'GET /api/books/price-history': { expect: member, path: () => '/api/books/price-history?course=MATH2924' },
  'GET /api/books/titles': { expect: member, path: () => '/api/books/titles?isbn=9780134685991' },
  'GET /api/posts/:id/requests': {
    expect: member,
    path: (f) => `/api/posts/${f.postId}/requests`,
    note: 'an empty list for anyone but the author',
  },
  'POST /api/posts/:id/renew': {
    expect: postOwner,
    path: (f) => `/api/posts/${f.postId}/renew`,
    note: 'Renew: the listing is fresh, so it stays where it is in the feed',
  },
  'POST /api/posts/:id/status': {
    expect: postOwner,
    path: (f) => `/api/posts/${f.postId}/status`,
    body: () => ({ status: 'available' }),
  },
  'GET /api/posts/:id/buyers': { expect: postOwner, path: (f) => `/api/posts/${f.postId}/buyers` },
  'PATCH /api/posts/:id': {
    expect: postOwner,
    path: (f) => `/api/posts/${f.postId}`,
    body: () => ({ text: doc('Desk lamp') }),
  },
  'POST /api/posts/:id/still-available': {
    expect: member,
    path: (f) => `/api/posts/${f.postId}/still-available`,
    body: () => ({}),
    note: "the author's own post is a 400",
  },
  'GET /api/posts/:id/sale': {
    expect: member,
    path: (f) => `/api/posts/${f.soldPostId}/sale`,
    note: 'null for anyone but the two parties',
  },
  'POST /api/posts/:id/ratings': {
    // The owner sold the post to the partner: only they two may rate (the stranger is refused).
    expect: postOwner,
    path: (f) => `/api/posts/${f.soldPostId}/ratings`,
    body: () => ({ stars: 5 }),
  },
  'GET /api/profiles/:username/ratings': {
    expect: campusRead,
    path: (f) => `/api/profiles/${f.ownerName}/ratings`,
  },
  'GET /api/me/saved-searches': { expect: verified },
  'POST /api/me/saved-searches': { expect: member, body: () => ({ q: 'lamp' }) },
  'DELETE /api/me/saved-searches/:id': {
    expect: by(401, 403, 404, 404, 404, 'ok'),
    path: (f) => `/api/me/saved-searches/${f.savedSearchId}`,
  },
};
