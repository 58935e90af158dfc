import type { HousingDetails, ListingCondition, Post, PostKind } from '@campus/domain';
import type { Database } from '../../db/client';
import { housingOf } from './housing-fields';
import { findPost, listMediaOf } from './posts.repository';

/** Photos wider than this are more than a link preview card shows. */
const PREVIEW_WIDTH = 1200;

export interface PostPreviewFacts {
  campusId: string;
  plainText: string;
  priceCents: number | null;
  condition: ListingCondition | null;
  /** A request says so, with its Up to; a textbook names its courses. */
  kind: PostKind;
  upToCents: number | null;
  courses: string[];
  /** Housing & Apartments: shown as its one line (housingLine). */
  housing: HousingDetails | null;
  /** The first photo's variant nearest 1200 px wide (or a video's poster), as a /files path. */
  image: { url: string; alt: string | null } | null;
}

/** The narrowest variant at least PREVIEW_WIDTH wide, else the widest. */
function previewVariant<V extends { width: number }>(variants: V[] | undefined): V | undefined {
  const sorted = [...(variants ?? [])].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= PREVIEW_WIDTH) ?? sorted.at(-1);
}

/** The preview's facts taken from a post (its row or its page's answer), with the image found for it. */
function factsWith(
  post: Omit<PostPreviewFacts, 'image' | 'housing'>,
  housing: HousingDetails | null,
  image: PostPreviewFacts['image'],
): PostPreviewFacts {
  const { campusId, plainText, priceCents, condition, kind, upToCents, courses } = post;
  return { campusId, plainText, priceCents, condition, kind, upToCents, courses, housing, image };
}

/**
 * What a shared link of a post may show, read without a viewer (the caller applies the campus's
 * privacy): its text, price, condition and first photo. Null for a comment or a post that does not exist.
 */
export async function getPostPreviewFacts(db: Database, postId: string): Promise<PostPreviewFacts | null> {
  const post = await findPost(db, postId);
  if (!post || post.postCommentedOn) return null;
  const [first] = await listMediaOf(db, [post.id]);
  const key = previewVariant(first?.variants)?.key ?? (first?.kind === 'image' ? first.imgPath : undefined);
  return factsWith(post, housingOf(post), key ? { url: `/files/${key}?v=1`, alt: first?.alt ?? null } : null);
}

/**
 * The same facts from the post as its page's answer already carries it (posts.service.ts presents its
 * media in the same order, each variant's URL from its key): a page that has it reads nothing more.
 */
export function previewFactsOf(post: Post): PostPreviewFacts | null {
  if (post.postCommentedOn) return null;
  const [first] = post.media;
  const url = previewVariant(first?.variants)?.url ?? (first?.kind === 'image' ? first.url : undefined);
  return factsWith(post, post.housing ?? null, url ? { url, alt: first?.alt ?? null } : null);
}
