import { z } from 'zod';

/** A post sells something, or asks for it (a Looking-for post, with an optional Up to price). */
export const POST_KINDS = ['selling', 'looking_for'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/**
 * The textbook and request fields a create or an edit may send. Lengths are generous here: the
 * service refuses a long code or a bad ISBN with its sentence (BOOK_MESSAGES), never zod's.
 */
export const bookFieldsBody = {
  kind: z.enum(POST_KINDS).optional(),
  /** Whole dollars, for a Looking-for post; refused like a price. */
  upTo: z.number().nullable().optional(),
  /** Course codes as typed. */
  courses: z.array(z.string().max(1000)).max(50).optional(),
  /** Any written form (hyphens, ISBN-10 or -13); '' or null is none. */
  isbn: z.string().max(1000).nullable().optional(),
};

/** What a post shows of them. */
export const bookFieldsSchema = {
  kind: z.enum(POST_KINDS),
  upToCents: z.number().int().nullable(),
  courses: z.array(z.string()),
  /** ISBN-13 digits. */
  isbn: z.string().nullable(),
};

/** "Sold on this campus": shown only with at least 3 sales. */
export const priceHistorySchema = z.object({
  count: z.number().int(),
  lowCents: z.number().int(),
  highCents: z.number().int(),
  medianCents: z.number().int(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const priceHistoryQuery = z.object({
  isbn: z.string().max(1000).optional(),
  course: z.string().max(1000).optional(),
  title: z.string().max(1000).optional(),
});

/** The answer of GET /api/price-history: null below 3 sales. */
export const priceHistoryAnswer = z.object({ history: priceHistorySchema.nullable() });

/** Earlier titles of this campus's listings with an ISBN (GET /api/isbn-titles). */
export const isbnTitlesAnswer = z.object({ titles: z.array(z.string()) });

/** GET /api/courses?code=MATH-2924&cursor=: a page of the course's posts (/course/{code}). */
export const coursePageQuery = z.object({
  code: z.string().max(1000).describe('A course code in any form: MATH 2924, math2924, Math-2924.'),
  cursor: z.string().max(500).optional(),
});

/** GET /api/posts/{id}/requests: the open Looking-for posts the seller's listing meets. */
export const requestsMetSchema = z.object({
  requests: z.array(z.object({ id: z.string(), plainText: z.string() })),
});
export type RequestsMet = z.infer<typeof requestsMetSchema>;
