import { z } from 'zod';
import { postSchema } from '../posts/schemas';
import {
  AD_STATUSES,
  AD_TITLE_MAX,
  ADS_EXTRA_MESSAGES,
  BOOST_DEFAULT_DAYS,
  BOOST_MAX_DAYS,
  BOOST_MIN_DAYS,
  CTA_LABELS,
  CTA_TYPES,
} from './messages';
import { validateBoostGoal } from './rules';

export const adStatusSchema = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof adStatusSchema>;

/** The label each status shows (§4.6). */
export const AD_STATUS_LABELS: Record<AdStatus, string> = {
  checkout: 'Not Paid',
  in_review: 'In Review',
  scheduled: 'Scheduled',
  active: 'Running',
  paused: 'Paused',
  rejected: 'Rejected',
  stopped: 'Stopped',
  completed: 'Completed',
};

export const ctaTypeSchema = z.enum(CTA_TYPES);
export const ctaLabelSchema = z.enum(CTA_LABELS);
/** An ad's call to action; url and label only for the website goal. */
export const ctaSchema = z.object({
  type: ctaTypeSchema,
  url: z.string().optional(),
  label: z.string().optional(),
});
export type Cta = z.infer<typeof ctaSchema>;

/** POST /api/posts/:id/boost. The website rules answer with the spec's messages (field `url` or `label`). */
export const boostBody = z
  .object({
    goal: ctaTypeSchema,
    url: z.string().max(500).optional(),
    label: ctaLabelSchema.optional(),
    days: z.number().int().min(BOOST_MIN_DAYS).max(BOOST_MAX_DAYS).default(BOOST_DEFAULT_DAYS),
    runUntilPause: z.boolean().default(false),
    /** The browser's key for this boost: a repeat answers with the first ad and checkout. */
    clientKey: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    const errors = validateBoostGoal(v);
    for (const [field, message] of Object.entries(errors))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type BoostBody = z.input<typeof boostBody>;

export const boostCreatedSchema = z.object({
  adId: z.string(),
  /** Where to send the browser: the provider's hosted checkout (or the local one). */
  checkoutUrl: z.string(),
});
export type BoostCreated = z.infer<typeof boostCreatedSchema>;

/** GET /api/posts/:id/boost: the post to boost (owner only; 409 already_boosted). */
export const boostPageSchema = z.object({ post: postSchema });
export type BoostPage = z.infer<typeof boostPageSchema>;

/** The counters of the ad's post (§3 analytics). */
export const adAnalyticsSchema = z.object({
  views: z.number().int(),
  accountsReached: z.number().int(),
  directMessages: z.number().int(),
  copiedLink: z.number().int(),
  externalLinkClicks: z.number().int(),
  profileVisits: z.number().int(),
});
export type AdAnalytics = z.infer<typeof adAnalyticsSchema>;

/** An ad as /ads and /ads/{id} show it. Times are ISO strings; money in cents. */
export const adSchema = z.object({
  id: z.string(),
  postId: z.string(),
  title: z.string(),
  status: adStatusSchema,
  cta: ctaSchema,
  runUntilPause: z.boolean(),
  /** The paid period: days × 1440. */
  durationMinutes: z.number().int(),
  amountBudgetedCents: z.number().int(),
  /** Derived: the budget's share of the time the ad has run (rules.ts adSpentCents). */
  totalSpentCents: z.number().int(),
  startTime: z.string().nullable(),
  /** Null before payment and for an ad that runs until paused. */
  endTimeAdjusted: z.string().nullable(),
  pausedAt: z.string().nullable(),
  timePausedMs: z.number().int(),
  /** When it was stopped or completed. */
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  lastModified: z.string(),
  post: z.object({
    id: z.string(),
    plainText: z.string(),
    /** The first photo's smallest variant, if any. */
    imgUrl: z.string().nullable(),
  }),
  analytics: adAnalyticsSchema,
});
export type Ad = z.infer<typeof adSchema>;

export const adsPageSchema = z.object({ ads: z.array(adSchema), nextCursor: z.string().nullable() });
export type AdsPage = z.infer<typeof adsPageSchema>;

export const renameAdBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, ADS_EXTRA_MESSAGES.titleInvalid)
    .max(AD_TITLE_MAX, ADS_EXTRA_MESSAGES.titleInvalid),
});

/** GET /api/boost/sessions/:sessionId: what the success page waits for. */
export const boostSessionSchema = z.object({
  postId: z.string(),
  /** Null once the ad is gone (deleted). */
  adId: z.string().nullable(),
  adStatus: adStatusSchema.nullable(),
  paid: z.boolean(),
});
export type BoostSession = z.infer<typeof boostSessionSchema>;

/** POST /api/boost/sessions/:sessionId/cancel. */
export const boostCancelSchema = z.object({ postId: z.string(), deleted: z.boolean() });
export type BoostCancel = z.infer<typeof boostCancelSchema>;

export const ANALYTICS_ACTIONS = [
  'view',
  'direct_message',
  'copied_link',
  'external_link_click',
  'profile_visit',
] as const;
export const analyticsActionSchema = z.enum(ANALYTICS_ACTIONS);
export type AnalyticsAction = z.infer<typeof analyticsActionSchema>;

/** POST /api/analytics. pageSessionId: a uuid the page makes once per load. */
export const analyticsBody = z.object({
  actionType: analyticsActionSchema,
  postId: z.string().uuid(),
  pageSessionId: z.string().uuid(),
});
export type AnalyticsBody = z.infer<typeof analyticsBody>;

/** GET /api/me/payments: funds and payment activity built from the user's paid ads. */
export const paymentsSchema = z.object({
  /** Cents. */
  availableFunds: z.number().int(),
  transactions: z.array(
    z.object({
      /** The ad's id. */
      id: z.string(),
      /** The ad's title. */
      description: z.string(),
      amountCents: z.number().int(),
      /** When it was paid. */
      createdAt: z.string(),
      status: adStatusSchema,
      postId: z.string(),
    }),
  ),
});
export type Payments = z.infer<typeof paymentsSchema>;
