import { text } from 'drizzle-orm/pg-core';
import { chats } from './chats';
import { idColumn, parentRef, userRef } from './columns';
import { posts } from './posts';

/**
 * The columns a trade between a chat's two members opens with (meetups, offers): its campus, chat,
 * listing, the two sides, and who proposed what stands now. Columns only: each table's migration
 * spells them out.
 */
export const tradeColumns = () => ({
  id: idColumn(),
  campusId: text('campus_id').notNull(),
  chatId: parentRef('chat_id', () => chats.id),
  postId: parentRef('post_id', () => posts.id),
  sellerId: userRef('seller_id'),
  buyerId: userRef('buyer_id'),
  proposedBy: text('proposed_by').notNull(),
});
