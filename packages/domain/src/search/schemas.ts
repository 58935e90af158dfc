import { z } from 'zod';
import { STANDING_LABELS, type Standing } from '../accounts/university-sign-in-messages';
import { awaySchema } from '../listing-life/away';
import { postSchema } from '../posts/schemas';
import {
  FEED_SORTS,
  type FilterParam,
  filterConflicts,
  LISTING_CONDITIONS,
  type ListingSort,
  readListingFilters,
  SEARCH_SORTS,
} from './filters';
import { PROFILE_TABS, SEARCH_LIMITS, SEARCH_TABS } from './limits';

/**
 * The filter parameters of the feed and of search, each documented (OpenAPI); checked as a whole by
 * readListingFilters, so the API refuses exactly what the pages drop, with the same sentence.
 */
export const filterFields = (sorts: readonly ListingSort[]) => ({
  category: z.string().max(60).optional().describe('One category value (see the composer); "all" is none.'),
  minPrice: z.string().max(12).optional().describe('Lowest price, whole US dollars (0 or more).'),
  maxPrice: z.string().max(12).optional().describe('Highest price, whole US dollars; not below minPrice.'),
  free: z.enum(['true', 'false']).optional().describe('"true": only listings priced $0 (Free).'),
  condition: z
    .string()
    .max(100)
    .optional()
    .describe(`Comma-separated conditions, any of: ${LISTING_CONDITIONS.join(', ')}.`),
  sort: z
    .string()
    .max(20)
    .optional()
    .describe(
      `Order: ${sorts.join(', ')} (default newest). Price orders list priced posts only, ties by id.`,
    ),
  showSold: z
    .enum(['true', 'false'])
    .optional()
    .describe('"true" keeps sold listings (hidden unless asked for).'),
  lookingFor: z
    .enum(['true', 'false'])
    .optional()
    .describe('"true": only Looking-for posts (requests); by default listings and requests.'),
  moveInBy: z
    .string()
    .max(20)
    .optional()
    .describe('Housing: a day, YYYY-MM-DD; places available from on or before it and still available then.'),
  housingKind: z.string().max(20).optional().describe('Housing: sublet, room, whole_place or roommate.'),
  minBedrooms: z.string().max(3).optional().describe('Housing: at least this many bedrooms (0 to 20).'),
  furnished: z.enum(['true', 'false']).optional().describe('"true": only furnished places.'),
});

/**
 * Adds a 400 issue, with its sentence, for each filter parameter readListingFilters refuses, and for
 * filters that contradict each other (filterConflicts).
 */
export const refineFilters =
  (sorts: readonly ListingSort[]) => (query: Partial<Record<FilterParam, string>>, ctx: z.RefinementCtx) => {
    const read = readListingFilters((name) => query[name], sorts);
    for (const problem of [...read.problems, ...filterConflicts(read.filters)])
      ctx.addIssue({ code: 'custom', path: [problem.param], message: problem.message });
  };

/** GET /api/feed?cursor=&…filters */
export const feedQuery = z
  .object({ cursor: z.string().max(500).optional(), ...filterFields(FEED_SORTS) })
  .superRefine(refineFilters(FEED_SORTS));
/** GET /api/media?cursor=&showSold= */
export const mediaQuery = z.object({
  cursor: z.string().max(500).optional(),
  showSold: z.enum(['true', 'false']).optional(),
});

export const searchTabSchema = z.enum(SEARCH_TABS);
export type SearchTab = z.infer<typeof searchTabSchema>;

export const profileTabSchema = z.enum(PROFILE_TABS);
export type ProfileTab = z.infer<typeof profileTabSchema>;

/** GET /api/search?q=&show=latest|media&cursor=&…filters */
export const searchPostsQuery = z
  .object({
    q: z.string().max(SEARCH_LIMITS.queryMax),
    show: z.enum(['latest', 'media']).default('latest'),
    cursor: z.string().max(200).optional(),
    exact: z
      .enum(['true', 'false'])
      .optional()
      .describe('"true": the words as typed, no stand-ins for typos ("Search instead for …").'),
    ...filterFields(SEARCH_SORTS),
  })
  .superRefine(refineFilters(SEARCH_SORTS));
/** The words a search used instead of those typed (typos, unfinished words): "Showing results for …". */
export const searchCorrectionSchema = z.object({
  /** The query with each replaced word swapped for the known word that stood in first. */
  searched: z.string(),
  /** The query as typed. */
  typed: z.string(),
});
export type SearchCorrection = z.infer<typeof searchCorrectionSchema>;
export const searchPostsPageSchema = z.object({
  posts: z.array(postSchema),
  nextCursor: z.string().nullable(),
  correction: searchCorrectionSchema.nullable(),
});
export type SearchPostsPage = z.infer<typeof searchPostsPageSchema>;

/** A person as the people index holds them (community §3 search-index records). */
export const personHitSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  img: z.string().nullable(),
  campusId: z.string().nullable(),
});
export type PersonHit = z.infer<typeof personHitSchema>;

/** GET /api/search/people?q=&cursor= */
export const searchPeopleQuery = z.object({
  q: z.string().max(SEARCH_LIMITS.queryMax),
  cursor: z.string().max(200).optional(),
});
export const searchPeoplePageSchema = z.object({
  users: z.array(personHitSchema),
  nextCursor: z.string().nullable(),
});
export type SearchPeoplePage = z.infer<typeof searchPeoplePageSchema>;

/** GET /api/search/suggestions?q= — strings to search, best first. */
export const suggestionsSchema = z.object({ suggestions: z.array(z.string()) });

/** GET /api/search/popular — the campus's most searched terms (14). */
export const popularSearchSchema = z.object({
  id: z.string(),
  text: z.string(),
  totalViews: z.number().int(),
});
export const popularSearchesSchema = z.object({ searches: z.array(popularSearchSchema) });
export type PopularSearch = z.infer<typeof popularSearchSchema>;

/** POST /api/search/terms { q } — counts a submitted search (guests too). */
export const searchTermBody = z.object({ q: z.string().max(SEARCH_LIMITS.queryMax) });

/** A member's recent search (community §3). */
export const recentSearchSchema = z.object({
  id: z.string(),
  searchText: z.string(),
  searchQty: z.number().int(),
  date: z.string(),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;
export const recentSearchesSchema = z.object({ searches: z.array(recentSearchSchema) });
/** POST /api/search/recent { text } — 201 { search }, or 409 duplicate_search with the spec's message. */
export const addRecentSearchBody = z.object({ text: z.string().max(SEARCH_LIMITS.queryMax) });

/** GET /api/profiles/:username */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  img: z.string().nullable(),
  bio: z.string().nullable(),
  verified: z.boolean(),
  schoolVerified: z.boolean(),
  profileSetUp: z.boolean(),
  campusId: z.string().nullable(),
  /** Joined date (the spec's `date`), shown as month and year. */
  joinedAt: z.string(),
  isMe: z.boolean(),
  /** The viewer blocked this person: the page shows 'You blocked this person.' with Unblock. */
  blockedByMe: z.boolean(),
  /** Ratings received: the average stars and how many. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Away mode: the profile says 'Away until Jan 10'. */
  away: awaySchema,
  /** What the last university sign-in says (Current student…, lapsed: School e-mail verified); null without one. */
  standing: z.enum(Object.keys(STANDING_LABELS) as [Standing, ...Standing[]]).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profiles/:username/posts?show=home|photos|replies|likes&cursor= */
export const profilePostsQuery = z.object({
  show: profileTabSchema.default('home'),
  cursor: z.string().max(200).optional(),
});
export const profilePostsPageSchema = z.object({
  posts: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type ProfilePostsPage = z.infer<typeof profilePostsPageSchema>;

/** A confirmation: { message } (reports, moderation actions, …). */
export const messageResponseSchema = z.object({ message: z.string() });
