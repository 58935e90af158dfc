import { z } from 'zod';
import { HELD_KINDS } from '../moderation/automod-rules';
import { authorSchema, mediaSchema, type Post, type PostDetail, postSchema } from './schemas';
import { plainTextOf } from './text-length';

/**
 * A comment as `GET /api/posts/{id}` sends it: only what differs between comments. What
 * every comment shares is left out (the campus is the post's; a comment is never a listing, an ad
 * or sponsored: no category, price, status, call to action; its photo counts follow from its media,
 * its plain text from its text) and its author is named by id, each author sent once in `authors`.
 * `expandPostDetail` gives back full posts.
 */
export const commentWireSchema = z.object({
  id: z.string(),
  /** The author: an entry of the answer's `authors`. */
  userId: z.string(),
  text: z.unknown().nullable(),
  /** The post or comment it answers. */
  postCommentedOn: z.string(),
  depth: z.number().int(),
  media: z.array(mediaSchema),
  likedByMe: z.boolean(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** ISO 8601 times (any UTC offset). */
  createdAt: z.string(),
  lastModified: z.string(),
  editedAt: z.string().nullable(),
  /** Held for review: set only on the viewer's own held comments (nobody else is sent them). */
  held: z.enum(HELD_KINDS).nullable().optional(),
});
export type CommentWire = z.infer<typeof commentWireSchema>;

/** The post page's answer: the post, its comment tree (flat, oldest first) and each comment author once. */
export const postDetailWireSchema = z.object({
  post: postSchema,
  comments: z.array(commentWireSchema),
  authors: z.array(authorSchema),
});
export type PostDetailWire = z.infer<typeof postDetailWireSchema>;

const iso = (time: string) => new Date(time).toISOString();

/** The post page's answer with each comment as a full post (what lists and cards read). */
export function expandPostDetail(wire: PostDetailWire): PostDetail {
  const authors = new Map(wire.authors.map((a) => [a.id, a]));
  const comments = wire.comments.map((c): Post => {
    const user = authors.get(c.userId);
    if (!user) throw new Error(`comment ${c.id}: author ${c.userId} missing`);
    return {
      id: c.id,
      campusId: wire.post.campusId,
      type: 'post',
      text: c.text,
      // The server stores plainTextOf(text) beside the text too (post-write, post-edit).
      plainText: plainTextOf(c.text),
      category: null,
      priceCents: null,
      condition: null,
      kind: 'selling',
      upToCents: null,
      courses: [],
      isbn: null,
      user,
      imgCount: c.media.length,
      hasPhoto: c.media.some((m) => m.kind === 'image'),
      likeCount: c.likeCount,
      commentCount: c.commentCount,
      postCommentedOn: c.postCommentedOn,
      depth: c.depth,
      media: c.media,
      likedByMe: c.likedByMe,
      createdAt: iso(c.createdAt),
      lastModified: iso(c.lastModified),
      status: 'available',
      editedAt: c.editedAt === null ? null : iso(c.editedAt),
      ...(c.held ? { held: c.held } : {}),
      isSponsored: false,
      cta: null,
      adId: null,
      ad: null,
    };
  });
  return { post: wire.post, comments };
}
