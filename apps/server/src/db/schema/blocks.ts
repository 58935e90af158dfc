import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';

/**
 * A member's block of another: the blocked person's posts, comments, profile and
 * notifications are hidden from the blocker, and neither can message the other. Private: nothing
 * tells the blocked person. The primary key serves "did the viewer block this author" probes.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    index('user_blocks_list_idx').on(t.blockerId, t.createdAt.desc().nullsFirst()),
  ],
);
