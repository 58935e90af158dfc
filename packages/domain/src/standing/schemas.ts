import { z } from 'zod';
import { authorSchema } from '../posts/schemas';
import { APPEAL_OUTCOMES, APPEAL_STATUSES, APPEAL_TEXT_MAX, STANDING_KINDS } from './messages';

const appealStateSchema = z.object({
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});

/**
 * One row of a member's standing (GET /api/standing): what was done, when and why, the content
 * it concerned, a suspension's end, and the appeal if there is one.
 */
export const standingEntrySchema = z.object({
  /** The moderation action (its audit line); an appeal names it. */
  id: z.string(),
  kind: z.enum(STANDING_KINDS),
  reason: z.string(),
  createdAt: z.string(),
  /** Removed content: 'post', 'comment', 'message' or 'rating'. */
  contentName: z.string().nullable(),
  /** The removed content's text, as the member wrote it. */
  contentText: z.string().nullable(),
  /** A suspension's end. */
  until: z.string().nullable(),
  appeal: appealStateSchema.nullable(),
});
export type StandingEntry = z.infer<typeof standingEntrySchema>;

export const standingSchema = z.object({ entries: z.array(standingEntrySchema) });
export type MemberStanding = z.infer<typeof standingSchema>;

/** POST /api/standing/:id/appeal: why the action should be reversed. */
export const appealBody = z.object({
  text: z.string().trim().min(1).max(APPEAL_TEXT_MAX),
  /** The submission's key: a double tap finds the appeal the first made. */
  clientKey: z.uuid().optional(),
});
export type AppealBody = z.infer<typeof appealBody>;

/** One open appeal as the moderation queue shows it (GET /api/moderation/appeals). */
export const openAppealSchema = z.object({
  id: z.string(),
  member: authorSchema,
  text: z.string(),
  createdAt: z.string(),
  action: standingEntrySchema.omit({ appeal: true }),
});
export type OpenAppeal = z.infer<typeof openAppealSchema>;

/** A page of them, oldest first; nextCursor asks for the next. */
export const openAppealsSchema = z.object({
  appeals: z.array(openAppealSchema),
  nextCursor: z.string().nullable(),
});
export type OpenAppeals = z.infer<typeof openAppealsSchema>;

/** POST /api/moderation/appeals/:id/answer. */
export const answerAppealBody = z.object({ outcome: z.enum(APPEAL_OUTCOMES) });
export type AnswerAppealBody = z.infer<typeof answerAppealBody>;
