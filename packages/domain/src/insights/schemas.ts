import { z } from 'zod';
import type { InsightFigure } from './messages';

const count = z.number().int().nonnegative();

/** One day's figures (UTC day); the median is null on a day no report was resolved. */
export const insightDaySchema = z.object({
  day: z.iso.date(),
  newMembers: count,
  dailyActive: count,
  weeklyActive: count,
  monthlyActive: count,
  listingsPosted: count,
  listingsSold: count,
  confirmedSales: count,
  messages: count,
  meetups: count,
  offers: count,
  reportsOpened: count,
  reportsResolved: count,
  medianResolveSeconds: count.nullable(),
}) satisfies z.ZodType<Record<InsightFigure, number | null> & { day: string }>;
export type InsightDay = z.infer<typeof insightDaySchema>;

/**
 * GET /api/moderation/insights: the campus's days, oldest first, today (partial) last. Days the
 * rollup has not written (before the campus existed, or before the first night) are absent.
 */
export const insightsSchema = z.object({
  /** The campus id, or `all` for every campus together (the hub). */
  scope: z.string(),
  today: z.iso.date(),
  days: z.array(insightDaySchema),
  /** The campuses an administrator may choose from (empty for a moderator). */
  campuses: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Insights = z.infer<typeof insightsSchema>;

/** On the hub, an administrator picks a campus (`all`, the default, is every campus together). */
export const insightsQuery = z.object({
  campus: z
    .string()
    .min(1)
    .max(63)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});
