import { z } from 'zod';
import { MODERATION_ACTIONS, type ModerationAction } from './messages';
import { REPORT_TARGETS } from './reports';

export { formatUntil, MODERATION_ACTIONS, MODERATION_MESSAGES, type ModerationAction } from './messages';

/** Every kind of line in the audit log: the queue's actions and the administrators' and ad review's. */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'approve ad',
  'reject ad',
  'appoint moderator',
  'remove moderator',
  'grant admin',
  'revoke admin',
  'add campus',
  'edit campus',
  'retire campus',
  'reinstate campus',
  'change campus logo',
  // A member's appeal against a warning, removal or suspension, and the moderator's answer.
  'appeal',
  'uphold appeal',
  'reverse appeal',
  'set university sign-in',
  'turn off university sign-in',
  'release held',
  'change rules',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const SUSPEND_DEFAULT_DAYS = 7;
export const SUSPEND_MAX_DAYS = 365;
export const MODERATION_REASON_MAX = 500;

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  remove: 'Remove',
  warn: 'Warn',
  suspend: 'Suspend',
  ban: 'Ban',
};

/** POST /api/moderation/actions: one action on the open reports of one target, with its reason. */
export const moderationActionBody = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string().min(1).max(100),
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string().trim().min(1).max(MODERATION_REASON_MAX),
    /** Suspend only: how many days. */
    days: z.number().int().min(1).max(SUSPEND_MAX_DAYS).optional(),
    /** Warn or suspend: also remove the reported post, comment or message. */
    removeContent: z.boolean().optional(),
  })
  .refine((b) => b.action !== 'suspend' || b.days !== undefined, {
    message: 'Choose for how many days.',
    path: ['days'],
  });
export type ModerationActionBody = z.infer<typeof moderationActionBody>;

/**
 * Who moderation notices come from, as the notifications list shows them: the moderators as a team,
 * never the one who acted.
 */
export const MODERATION_SENDER = {
  id: 'moderators',
  username: 'moderators',
  firstName: 'Campus',
  lastName: 'Moderators',
  img: null,
  verified: true,
} as const;

/** What the removal notice calls each kind of content. */
export const REMOVED_CONTENT_NAMES = {
  post: 'post',
  comment: 'comment',
  message: 'message',
  rating: 'rating',
} as const;
