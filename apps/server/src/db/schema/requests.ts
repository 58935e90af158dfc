import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, parentRef } from './columns';
import { posts } from './posts';

/**
 * Which listings each Looking-for post's author was told about (migration 0025): the key makes the
 * matching job tell them once per listing, however often and wherever it runs.
 */
export const requestMatches = pgTable(
  'request_matches',
  {
    requestId: parentRef('request_id', () => posts.id),
    listingId: parentRef('listing_id', () => posts.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'request_matches_pk', columns: [t.requestId, t.listingId] }),
    index('request_matches_listing_idx').on(t.listingId),
  ],
);
