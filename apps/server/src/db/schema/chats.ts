import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, idColumn, parentRef, time, timeTz, userRef } from './columns';
import type { MediaVariant } from './posts';

/**
 * One chat per pair of users whatever the direction (community §4 New chat): `user_low` < `user_high`
 * with a unique index. `last_message_at` orders the inbox.
 */
export const chats = pgTable(
  'chats',
  {
    id: idColumn(),
    campusId: text('campus_id').notNull(),
    /** Null once that person deleted their account (the other still has the chat). */
    userLow: text('user_low').references(() => users.id, { onDelete: 'set null' }),
    userHigh: text('user_high').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: time('last_message_at'),
    lastMessagePreview: text('last_message_preview'),
    lastMessageUserId: text('last_message_user_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chats_pair_key').on(t.userLow, t.userHigh)],
);

/** A participant's read state: everything up to `last_read_at` is read (the spec's `read` list). */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: parentRef('chat_id', () => chats.id),
    userId: userRef(),
    lastReadAt: time('last_read_at'),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

/** A message: text (plain or rich JSON), a shared post, or one image. */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    chatId: parentRef('chat_id', () => chats.id),
    /** Null once the sender deleted their account: the message stays, from 'Deleted account'. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: jsonb('text'),
    plainText: text('plain_text').notNull().default(''),
    /** A shared post; kept when the post goes, so the card can say '* Post deleted **'. */
    sharedPostId: uuid('shared_post_id'),
    imagePath: text('image_path'),
    image: jsonb('image').$type<{
      width: number;
      height: number;
      variants: MediaVariant[];
      placeholder: string | null;
    }>(),
    hasPhoto: boolean('has_photo').notNull().default(false),
    createdAt: createdAt(),
    /** Removed by a moderator: gone from the chat for both people. */
    removedAt: time('removed_at'),
    /** The sender's key for this send: a repeat with the same key answers with this message. */
    clientKey: uuid('client_key'),
    /** What the key was first sent with (contentHash): the same key with other content is refused (0023). */
    clientHash: text('client_hash'),
    /** Sent for the member while they are away ("I'm away until …"): not their reply (0026). */
    autoAnswer: boolean('auto_answer').notNull().default(false),
    /** Held for review by a rule (0028): shown to its sender and moderators only until released. */
    heldAt: time('held_at'),
    heldKind: text('held_kind', { enum: ['rule', 'reports'] }),
    heldReason: text('held_reason'),
  },
  (t) => [
    uniqueIndex('messages_client_key_idx').on(t.userId, t.clientKey).where(sql`client_key is not null`),
    index('messages_chat_idx').on(t.chatId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Insights: one day's messages (0028).
    index('messages_created_idx').on(t.createdAt),
    // Who messaged about a post (the buyers a seller may choose from).
    index('messages_shared_post_idx').on(t.sharedPostId).where(sql`shared_post_id is not null`),
    index('messages_held_idx').on(t.heldAt).where(sql`held_at is not null and removed_at is null`),
  ],
);

/** A reaction (like) on a message, toggled per user. */
export const messageLikes = pgTable(
  'message_likes',
  {
    messageId: parentRef('message_id', () => messages.id),
    userId: userRef(),
    createdAt: timeTz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

export const NOTIFICATION_TYPES = [
  'message',
  'comment',
  'comment reply',
  'comment interaction',
  'post interaction',
  'like',
  'new chat',
  'message like',
  // A saved post got cheaper; a new post matches a saved search; a seller named the
  // recipient as the buyer; the other party of a sale rated the recipient.
  'price drop',
  'saved search',
  'sale',
  'rating',
  /** From the campus's moderators: a report resolved, a removal, a warning, a suspension. */
  'moderation',
  /** An accepted meetup is an hour away (from the other member of the meetup). */
  'meetup',
  /** An accepted meetup's time came: the seller is asked "Did the sale happen?" (from the buyer). */
  'meetup outcome',
  /** A new listing may be what the recipient's Looking-for post asks for (from its seller). */
  'request match',
  /** 'Still selling {title}?': a priced listing's reminder before it expires (from the seller to themselves). */
  'listing reminder',
] as const;

/** In-app notifications (community §3), written in the transaction of the action; never to the actor. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    toUserId: userRef('to_user_id'),
    fromUserId: userRef('from_user_id'),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    postId: uuid('post_id'),
    chatId: uuid('chat_id'),
    message: text('message').notNull().default(''),
    read: boolean('read').notNull().default(false),
    /** Written true with a kind that can push; the `push-delivery` job sends it, then clears it. */
    pushPending: boolean('push_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.toUserId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_unread_idx').on(t.toUserId).where(sql`not read`),
    index('notifications_push_pending_idx').on(t.createdAt).where(sql`push_pending`),
  ],
);
