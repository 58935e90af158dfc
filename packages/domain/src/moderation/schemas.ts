import { z } from 'zod';
import { authorSchema } from '../posts/schemas';
import { AUDIT_ACTIONS } from './actions';
import { REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TARGETS } from './reports';

/** Report groups per page of the queue, audit lines per page of the log. */
export const MODERATION_PAGE_SIZES = { queue: 10, audit: 25, adsInReview: 20 } as const;
/** Prior actions shown per author in the queue. */
export const PRIOR_ACTIONS_SHOWN = 5;
/** Individual report notes shown per target in the queue. */
export const REPORT_NOTES_SHOWN = 10;

/** GET /api/moderation/role: what the signed-in account may do on this site's campus. */
export const moderationRoleSchema = z.object({ admin: z.boolean(), moderator: z.boolean() });
export type ModerationRole = z.infer<typeof moderationRoleSchema>;

const priorActionSchema = z.object({
  action: z.enum(AUDIT_ACTIONS),
  reason: z.string(),
  createdAt: z.string(),
});

/** The reported thing as the queue shows it: its text, first image, and where it lives. */
export const reportedContentSchema = z.object({
  plainText: z.string(),
  imageUrl: z.string().nullable(),
  /** The post page that shows it (a comment's post), for posts and comments. */
  postId: z.string().nullable(),
  /** Already removed (or deleted by its author): only dismissing is left. */
  gone: z.boolean(),
});

/** One target with its open reports (GET /api/moderation/reports). */
export const reportGroupSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  content: reportedContentSchema,
  author: authorSchema.extend({
    suspendedUntil: z.string().nullable(),
    banned: z.boolean(),
  }),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  notes: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string(), createdAt: z.string() })),
  firstReportedAt: z.string(),
  priorActions: z.array(priorActionSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueSchema = z.object({
  groups: z.array(reportGroupSchema),
  nextCursor: z.string().nullable(),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/** One line of the audit log: who, when, what, which target, why. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: authorSchema.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  campusId: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  subject: authorSchema.nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const moderatorsSchema = z.object({
  moderators: z.array(z.object({ user: authorSchema, appointedAt: z.string() })),
});
export type Moderators = z.infer<typeof moderatorsSchema>;

export const appointModeratorBody = z.object({ user: z.string().trim().min(1).max(254) });

/** An ad waiting for review, with its post and owner. */
export const adInReviewSchema = z.object({
  id: z.string(),
  title: z.string(),
  amountBudgetedCents: z.number().int(),
  durationMinutes: z.number().int(),
  createdAt: z.string(),
  postId: z.string(),
  postText: z.string(),
  owner: authorSchema,
});
export type AdInReview = z.infer<typeof adInReviewSchema>;

export const adsInReviewSchema = z.object({
  ads: z.array(adInReviewSchema),
  nextCursor: z.string().nullable(),
});

export const rejectAdBody = z.object({ reason: z.string().trim().min(1).max(500) });
export const cursorQuery = z.object({ cursor: z.string().max(500).optional() });

/** POST /api/reports: what, why, and a note (required for 'Something else'). */
export const createReportBody = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string().min(1).max(100),
    reason: z.enum(REPORT_REASONS),
    note: z.string().max(REPORT_NOTE_MAX).optional(),
    /** One per report being written: a repeat with it changes nothing and answers the same thanks. */
    clientKey: z.uuid().optional(),
  })
  .refine((b) => b.reason !== 'other' || (b.note ?? '').trim() !== '', {
    message: REPORT_MESSAGES.noteRequired,
    path: ['note'],
  });
export type CreateReportBody = z.infer<typeof createReportBody>;
