import { z } from 'zod';

/** Page sizes of the lists (community §7, §9). */
export const PAGE_SIZES = {
  feedFirst: 25,
  feedNext: 15,
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

/** A post as lists and pages show it. */
export const postSchema = z.object({
  id: z.string(),
  campusId: z.string(),
  type: z.enum(['post', 'new user']),
  text: z.unknown().nullable(),
  plainText: z.string(),
  category: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  user: authorSchema,
  imgCount: z.number().int(),
  hasPhoto: z.boolean(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  lastModified: z.string(),
});
export type Post = z.infer<typeof postSchema>;

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

/** '{name} has joined the community.' — the text of a 'new user' post. */
export function newUserPostText(author: { firstName: string; lastName: string }): string {
  return `${author.firstName} ${author.lastName} has joined the community.`;
}
