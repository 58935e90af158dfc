import { type ChatMessage, DELETED_AUTHOR } from '@campus/domain';
import type { Executor } from '../../db/client';
import type { UserRow } from '../accounts/accounts.repository';
import { countReactions, listAuthors, listSharedPostCards, type MessageRow } from './messages.repository';

/** A stored file's address (files do not change once written, so one version). */
const fileUrl = (path: string) => `/files/${path}?v=1`;

/**
 * Messages with their authors ('Deleted account' for a deleted one), shared-post cards (with the
 * listing's status now: Pending or Sold, issue 17) and
 * reactions: three more queries per page. A
 * shared post of another campus than the chat's shows as deleted (shares made before sending checked it).
 */
export async function presentMessages(
  db: Executor,
  viewerId: string,
  campusId: string,
  rows: MessageRow[],
): Promise<ChatMessage[]> {
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const postIds = [...new Set(rows.map((r) => r.sharedPostId).filter((x): x is string => Boolean(x)))];
  const [authors, shared, likes] = await Promise.all([
    listAuthors(db, userIds),
    listSharedPostCards(db, campusId, postIds),
    countReactions(
      db,
      rows.map((r) => r.id),
      viewerId,
    ),
  ]);
  const authorOf = new Map(authors.map((a) => [a.id, a]));
  const postOf = new Map(shared.map((p) => [p.id, p]));
  const likeOf = new Map(likes.map((l) => [l.messageId, l]));
  return rows.map((r) => present(r, r.userId ? authorOf.get(r.userId) : undefined, postOf, likeOf.get(r.id)));
}

/**
 * A message its sender just wrote, as the sender sees it: the author is the sender, no reactions
 * yet; a query only for a shared post's card.
 */
export async function presentNewMessage(
  db: Executor,
  me: UserRow,
  campusId: string,
  row: MessageRow,
): Promise<ChatMessage> {
  const shared = row.sharedPostId ? await listSharedPostCards(db, campusId, [row.sharedPostId]) : [];
  const author = {
    id: me.id,
    username: me.username,
    firstName: me.firstName,
    lastName: me.lastName,
    img: me.image,
    verified: me.emailVerified,
  };
  return present(row, author, new Map(shared.map((p) => [p.id, p])), undefined);
}

type Author = Awaited<ReturnType<typeof listAuthors>>[number];
type SharedCard = Awaited<ReturnType<typeof listSharedPostCards>>[number];

function present(
  r: MessageRow,
  author: Author | undefined,
  postOf: Map<string, SharedCard>,
  like: { n: number; mine: boolean } | undefined,
): ChatMessage {
  const post = r.sharedPostId ? postOf.get(r.sharedPostId) : undefined;
  return {
    id: r.id,
    chatId: r.chatId,
    // The sender deleted their account (null): the message stays, from 'Deleted account'.
    user: author || DELETED_AUTHOR,
    text: r.text ?? null,
    plainText: r.plainText,
    sharedPost: r.sharedPostId
      ? {
          id: r.sharedPostId,
          deleted: !post,
          preview: post?.plainText.slice(0, 140) ?? '',
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
    likeCount: like?.n ?? 0,
    likedByMe: like?.mine ?? false,
    createdAt: r.createdAt.toISOString(),
  };
}
