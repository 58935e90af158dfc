import { z } from 'zod';
import { bookFieldsBody } from '../books/schemas';
import { HOUSING_KINDS } from '../housing/messages';
import { housingFieldsBody } from '../housing/schemas';
import { lexicalDocumentSchema } from '../posts/lexical-document';
import { authorSchema } from '../posts/schemas';
import { LISTING_CONDITIONS, SEARCH_SORTS } from '../search/filters';
import { SEARCH_LIMITS } from '../search/limits';
import { filterFields, refineFilters } from '../search/schemas';
import { LISTING_STATUSES, RATING_COMMENT_MAX, RATING_STARS_MAX } from './rules';

/** POST /api/posts/:id/status { status, buyerId? }: the buyer only with 'sold'. */
export const setStatusBody = z.object({
  status: z.enum(LISTING_STATUSES),
  buyerId: z.string().min(1).max(100).nullable().optional(),
});
export type SetStatusBody = z.infer<typeof setStatusBody>;

/** GET /api/posts/:id/buyers: the people who messaged the seller about the post. */
export const buyersSchema = z.object({ buyers: z.array(authorSchema) });

/**
 * PATCH /api/posts/:id: the new text, category and price, the photos kept (in order) and new
 * uploads after them; at most 10 files in all, 500 characters (community §5).
 */
export const editPostBody = z.object({
  text: lexicalDocumentSchema.nullable().optional(),
  category: z.string().max(60).nullable().optional(),
  // Any number: the service refuses it with the composer's sentences (PRICE_MESSAGES).
  price: z.number().nullable().optional(),
  /** Only with a price; null clears it. */
  condition: z.enum(LISTING_CONDITIONS).nullable().optional(),
  /** Up to, course codes and ISBN (the post type stays as it was posted). */
  upTo: bookFieldsBody.upTo,
  courses: bookFieldsBody.courses,
  isbn: bookFieldsBody.isbn,
  /** Housing details; null clears them, absent keeps them. */
  ...housingFieldsBody,
  keepMediaIds: z.array(z.string().uuid()).max(50).default([]),
  uploadIds: z.array(z.string().uuid()).max(50).default([]),
});
export type EditPostBody = z.infer<typeof editPostBody>;

/** POST /api/posts/:id/still-available → the chat it opened (or created), with the message sent. */
export const stillAvailableSchema = z.object({ chatId: z.string() });

/** Its optional body: the tap's client key, so a repeat of the tap sends the question once. */
export const stillAvailableBodySchema = z.object({ clientKey: z.uuid().optional() }).nullish();

/** GET /api/posts/:id/sale: for the seller and the buyer of a sold post, who the other is and whether they rated. */
export const saleSchema = z.object({
  sale: z
    .object({
      role: z.enum(['seller', 'buyer']),
      other: authorSchema,
      rated: z.boolean(),
    })
    .nullable(),
});
export type Sale = z.infer<typeof saleSchema>['sale'];

export const rateBody = z.object({
  stars: z.number().int().min(1).max(RATING_STARS_MAX),
  comment: z
    .string()
    .max(RATING_COMMENT_MAX * 4)
    .optional(),
});
export type RateBody = z.infer<typeof rateBody>;

/** A rating as the Ratings tab shows it; `from` is DELETED_AUTHOR once the rater deleted their account. */
export const ratingSchema = z.object({
  id: z.string(),
  from: authorSchema,
  /** What the rated person was in the sale. */
  role: z.enum(['seller', 'buyer']),
  stars: z.number().int(),
  comment: z.string().nullable(),
  postId: z.string().nullable(),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;
export const ratingsPageSchema = z.object({
  ratings: z.array(ratingSchema),
  nextCursor: z.string().nullable(),
});
export type RatingsPage = z.infer<typeof ratingsPageSchema>;

/** A saved search's filters (its sort aside): a new post alerts only when it passes them all. */
export const savedSearchFiltersSchema = z.object({
  category: z.string().optional(),
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  free: z.boolean().optional(),
  conditions: z.array(z.enum(LISTING_CONDITIONS)).optional(),
  showSold: z.boolean().optional(),
  moveInBy: z.string().optional(),
  housingKind: z.enum(HOUSING_KINDS).optional(),
  minBedrooms: z.number().int().optional(),
  furnished: z.boolean().optional(),
});
export const savedSearchSchema = z.object({
  id: z.string(),
  text: z.string(),
  filters: savedSearchFiltersSchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.object({ searches: z.array(savedSearchSchema) });
/** POST /api/me/saved-searches { q, …filters as the search's query has them } */
export const saveSearchBody = z
  .object({ q: z.string().max(SEARCH_LIMITS.queryMax), ...filterFields(SEARCH_SORTS) })
  .superRefine(refineFilters(SEARCH_SORTS));
