import { z } from 'zod';
import { LISTING_STATUSES } from '../listings/rules';
import { HELD_KINDS } from '../moderation/automod-rules';
import { lexicalDocumentSchema } from '../posts/lexical-document';
import { authorSchema } from '../posts/schemas';

export { CHAT_MESSAGES } from './messages';

export const CHAT_PAGE_SIZE = 15;
export const NOTIFICATIONS_PAGE_SIZE = 15;

export const chatSchema = z.object({
  id: z.string(),
  /** The other person; DELETED_AUTHOR once they deleted their account. */
  other: authorSchema,
  /** The viewer blocked the other person: the chat reads, but nobody can send. */
  blockedByMe: z.boolean(),
  lastMessagePreview: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessageMine: z.boolean(),
  unread: z.boolean(),
  /** When the other participant last read the chat (Delivered / Seen). */
  otherLastReadAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

export const messageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  user: authorSchema,
  text: z.unknown().nullable(),
  plainText: z.string(),
  sharedPost: z
    .object({
      id: z.string(),
      deleted: z.boolean(),
      preview: z.string(),
      imageUrl: z.string().nullable(),
      /** The listing's status now, so the card shows Pending or Sold. */
      status: z.enum(LISTING_STATUSES),
    })
    .nullable(),
  image: z
    .object({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      placeholder: z.string().nullable(),
    })
    .nullable(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  /** Held for review: set only for its sender ('rule' Waiting for review; 'reports' hidden after reports). */
  held: z.enum(HELD_KINDS).nullable().optional(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});

export const startChatBody = z.object({ userId: z.string().min(1).max(100) });
export const sendMessageBody = z.object({
  text: lexicalDocumentSchema.nullable().optional(),
  sharedPostId: z.string().uuid().nullable().optional(),
  uploadId: z.string().uuid().nullable().optional(),
  /** The sender's key for this send: a repeat (a double tap, a retry) answers with the first message. */
  clientKey: z.uuid().optional(),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  from: authorSchema,
  postId: z.string().nullable(),
  chatId: z.string().nullable(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const unreadSchema = z.object({ notifications: z.number().int(), chats: z.number().int() });
