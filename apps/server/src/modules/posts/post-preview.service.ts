import type { ListingCondition, Post } from '@campus/domain';
import type { Database } from '../../db/client';
import { findPost, listMediaOf } from './posts.repository';

/** Photos wider than this are more than a link preview card shows. */
const PREVIEW_WIDTH = 1200;

export interface PostPreviewFacts {
  campusId: string;
  plainText: string;
  priceCents: number | null;
  condition: ListingCondition | null;
  /** The first photo's variant nearest 1200 px wide (or a video's poster), as a /files path. */
  image: { url: string; alt: string | null } | null;
}

/**
 * What a shared link of a post may show, read without a viewer (the caller applies the campus's
 * privacy): its text, price, condition and first photo. Null for a comment or a post that does not exist.
 */
export async function getPostPreviewFacts(db: Database, postId: string): Promise<PostPreviewFacts | null> {
  const post = await findPost(db, postId);
  if (!post || post.postCommentedOn) return null;
  const [first] = await listMediaOf(db, [post.id]);
  const variants = [...(first?.variants ?? [])].sort((a, b) => a.width - b.width);
  const variant = variants.find((v) => v.width >= PREVIEW_WIDTH) ?? variants.at(-1);
  const key = variant?.key ?? (first?.kind === 'image' ? first.imgPath : undefined);
  return {
    campusId: post.campusId,
    plainText: post.plainText,
    priceCents: post.priceCents,
    condition: post.condition,
    image: key ? { url: `/files/${key}?v=1`, alt: first?.alt ?? null } : null,
  };
}

/**
 * The same facts from the post as its page's answer already carries it (posts.service.ts presents its
 * media in the same order, each variant's URL from its key): a page that has it reads nothing more.
 */
export function previewFactsOf(post: Post): PostPreviewFacts | null {
  if (post.postCommentedOn) return null;
  const [first] = post.media;
  const variants = [...(first?.variants ?? [])].sort((a, b) => a.width - b.width);
  const variant = variants.find((v) => v.width >= PREVIEW_WIDTH) ?? variants.at(-1);
  const url = variant?.url ?? (first?.kind === 'image' ? first.url : undefined);
  return {
    campusId: post.campusId,
    plainText: post.plainText,
    priceCents: post.priceCents,
    condition: post.condition,
    image: url ? { url, alt: first?.alt ?? null } : null,
  };
}
