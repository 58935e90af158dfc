import { z } from 'zod';
import { AD_STATUSES } from '../ads/messages';
import { MAX_ALT_TEXT_LENGTH } from '../app/previews';
import { bookFieldsBody, bookFieldsSchema } from '../books/schemas';
import { housingFieldsBody, housingFieldsSchema } from '../housing/schemas';
import { LISTING_STATUSES } from '../listings/rules';
import { HELD_KINDS } from '../moderation/automod-rules';
import { LISTING_CONDITIONS } from '../search/filters';
import { lexicalDocumentSchema } from './lexical-document';

/** Page sizes of the lists (community §7, §9). */
export const PAGE_SIZES = {
  feedFirst: 25,
  feedNext: 15,
  media: 15,
  saved: 10,
  aboutUsersFirst: 3,
  aboutUsersNext: 6,
} as const;

export const authorSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  img: z.string().nullable(),
  verified: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

export const mediaSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().nullable(),
  /** The author's description of a photo; null: the post's text start stands in (photoAlt). */
  alt: z.string().nullable(),
  /** A photo's WebP widths; a video's one entry is its poster frame (none for videos stored before it). */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type Media = z.infer<typeof mediaSchema>;

/** A post as lists and pages show it. */
export const postSchema = z.object({
  id: z.string(),
  campusId: z.string(),
  type: z.enum(['post', 'new user']),
  text: z.unknown().nullable(),
  plainText: z.string(),
  category: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  /** A listing's condition (New … For parts), or none. */
  condition: z.enum(LISTING_CONDITIONS).nullable(),
  /** Selling or Looking for; Up to; textbook course codes and ISBN-13. */
  ...bookFieldsSchema,
  /** Housing & Apartments: kind, dates, rooms (the rent is the price, a budget is Up to). */
  ...housingFieldsSchema,
  user: authorSchema,
  imgCount: z.number().int(),
  hasPhoto: z.boolean(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  postCommentedOn: z.string().nullable(),
  depth: z.number().int(),
  media: z.array(mediaSchema),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  lastModified: z.string(),
  /** Available, Pending or Sold; comments stay 'available'. */
  status: z.enum(LISTING_STATUSES),
  /** When the author last edited it ('Edited'); editing does not change lastModified, the feed order. */
  editedAt: z.string().nullable(),
  /** A listing not renewed in time: gone from the feed and search; its owner sees Expired, with Renew. */
  expiredAt: z.string().nullable().optional(),
  /** Its seller was asked 'Still selling…?' and has not renewed it since: the post page offers Renew. */
  remindedAt: z.string().nullable().optional(),
  /** Held for review (only its author is sent it): 'rule' Waiting for review, 'reports' hidden after reports. */
  held: z.enum(HELD_KINDS).nullable().optional(),
  /** True only on a feed entry inserted as a sponsored post (community §4). */
  isSponsored: z.boolean(),
  /** The call to action of the post's latest paid ad. */
  cta: z
    .object({
      type: z.enum(['message', 'profile', 'website']),
      url: z.string().optional(),
      label: z.string().optional(),
    })
    .nullable(),
  adId: z.string().nullable(),
  /** The post's latest paid ad, for the post page's badges (postAdControls). */
  ad: z
    .object({
      id: z.string(),
      status: z.enum(AD_STATUSES),
    })
    .nullable(),
});
export type Post = z.infer<typeof postSchema>;

/** A post with its whole comment tree, flat and oldest first (each names its parent). */
export const postDetailSchema = z.object({ post: postSchema, comments: z.array(postSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

/** The author's alt text of each photo, by upload id. */
const altTextsSchema = z.record(z.uuid(), z.string().max(MAX_ALT_TEXT_LENGTH)).optional();

export const createPostBody = z.object({
  text: lexicalDocumentSchema.nullable().optional(),
  category: z.string().max(60).nullable().optional(),
  // Any number: the service refuses cents, below 0 and above the cap with PRICE_MESSAGES' sentences.
  price: z.number().nullable().optional(),
  /** Only with a price; none by default. */
  condition: z.enum(LISTING_CONDITIONS).nullable().optional(),
  ...bookFieldsBody,
  ...housingFieldsBody,
  uploadIds: z.array(z.string().uuid()).max(50).default([]),
  altTexts: altTextsSchema,
  /** The draft's key: a repeat with it answers the post the first made. */
  clientKey: z.uuid().optional(),
});
export const createCommentBody = z.object({
  text: lexicalDocumentSchema.nullable().optional(),
  uploadIds: z.array(z.string().uuid()).max(50).default([]),
  altTexts: altTextsSchema,
  /** One per intended comment: a repeat with it answers the first comment (newClientKey on the web). */
  clientKey: z.uuid().optional(),
});
export const uploadSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().nullable(),
});
export const likeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const feedPageSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });

export const campusAboutSchema = z.object({
  verifiedMembers: z.number().int(),
  newVerifiedLast7Days: z.number().int(),
  postsLast7Days: z.number().int(),
  postsLastMonth: z.number().int(),
  newestUsers: z.array(authorSchema.extend({ createdAt: z.string() })),
  nextCursor: z.string().nullable(),
});
export type CampusAbout = z.infer<typeof campusAboutSchema>;
