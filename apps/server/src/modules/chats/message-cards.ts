import { type ChatMessage, SHARED_POST_PREVIEW_SENT } from '@campus/domain';
import type { Executor } from '../../db/client';
import type { UserRow } from '../accounts/accounts.repository';
import { listSharedPostCards, type MessageRow } from './messages.repository';

/** A stored file's address (files do not change once written, so one version). */
const fileUrl = (path: string) => `/files/${path}?v=1`;

/**
 * A message its sender just wrote, as the sender sees it: the author is the sender, no reactions
 * yet; a query only for a shared post's card (with the listing's status: Pending or Sold).
 * A page of messages is built in PostgreSQL in this same shape (message-page.repository).
 */
export async function presentNewMessage(
  db: Executor,
  me: UserRow,
  campusId: string,
  r: MessageRow,
): Promise<ChatMessage> {
  const [post] = r.sharedPostId ? await listSharedPostCards(db, campusId, [r.sharedPostId]) : [];
  return {
    id: r.id,
    chatId: r.chatId,
    user: {
      id: me.id,
      username: me.username,
      firstName: me.firstName,
      lastName: me.lastName,
      img: me.image,
      verified: me.emailVerified,
    },
    text: r.text ?? null,
    plainText: r.plainText,
    sharedPost: r.sharedPostId
      ? {
          id: r.sharedPostId,
          deleted: !post,
          preview: post ? Array.from(post.plainText).slice(0, SHARED_POST_PREVIEW_SENT).join('') : '',
          imageUrl: post?.imgPath ? fileUrl(post.imgPath) : null,
          status: post?.status ?? 'available',
        }
      : null,
    image:
      r.imagePath && r.image
        ? {
            url: fileUrl(r.imagePath),
            width: r.image.width,
            height: r.image.height,
            placeholder: r.image.placeholder,
          }
        : null,
    likeCount: 0,
    likedByMe: false,
    createdAt: r.createdAt.toISOString(),
    // As the page gives it (null unless held), so a sent message and its page entry are the same.
    held: r.heldKind ?? null,
  };
}
