import { z } from 'zod';
import type { Author } from '../posts/schemas';
import { DELETED_ACCOUNT_NAME } from './messages';

export const blockBody = z.object({ userId: z.string().min(1).max(100) });

/** A person the viewer blocked, as /settings/blocked lists them. */
export const blockedPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  img: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
export const blockedPageSchema = z.object({
  people: z.array(blockedPersonSchema),
  nextCursor: z.string().nullable(),
});
export type BlockedPage = z.infer<typeof blockedPageSchema>;
export const BLOCKED_PAGE_SIZE = 30;

/** How to confirm deleting one's account: the password, or a code e-mailed for accounts without one. */
export const deleteMethodSchema = z.object({ method: z.enum(['password', 'code']) });
export type DeleteMethod = z.infer<typeof deleteMethodSchema>['method'];
export const deleteAccountBody = z.object({
  password: z.string().max(200).optional(),
  code: z.string().max(10).optional(),
});

/**
 * The author of a message (or the other person of a chat) whose account was deleted: no id, no
 * username (nothing to link to), the display name 'Deleted account'.
 */
export const DELETED_AUTHOR: Author = {
  id: '',
  username: '',
  firstName: DELETED_ACCOUNT_NAME,
  lastName: '',
  img: null,
  verified: false,
};

/** Whether an author is the stand-in for a deleted account. */
export const isDeletedAuthor = (author: Pick<Author, 'id'>) => author.id === '';

const records = z.array(z.record(z.string(), z.unknown()));

/** GET /api/me/data: the archive "Download my data" saves (a JSON file). */
export const dataExportSchema = z.object({
  format: z.literal('campus-buy-sell/data-export/1'),
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  posts: records,
  comments: records,
  messages: records,
  saves: records,
  ads: records,
  payments: records,
  searches: records,
  blocked: records,
  /** The browsers push notifications go to: each push service address, never its keys. */
  pushSubscriptions: records,
  /** Ratings given and received, the sales the person took part in, saved searches. */
  ratings: records,
  sales: records,
  savedSearches: records,
  /** The meetups the person suggested or was asked to, with where, when and how each ended. */
  meetups: records,
  /** The offers the person made or was made on their listings: amounts and how each ended (no handoff code). */
  offers: records,
  /** The person's appeals against moderators' actions: what they wrote and how each was answered. */
  appeals: records,
  /** The days the person was counted active on their campus (the Insights tab's figures; kept 40 days). */
  activeDays: records,
});
export type DataExport = z.infer<typeof dataExportSchema>;
