import { z } from 'zod';
import { authorSchema } from '../posts/schemas';
import { type CampusRules, HELD_KINDS, RULE_LIMITS as L, PROHIBITED_ACTIONS } from './automod-rules';

const term = z.string().trim().min(1).max(L.wordLength);

/** One prohibited item as moderators edit it. */
export const prohibitedItemSchema = z.object({
  name: z.string().trim().min(1).max(L.nameLength),
  words: z.array(term).max(L.wordsPerItem),
  action: z.enum(PROHIBITED_ACTIONS),
});

/** GET and PUT /api/moderation/rules: the campus's rules, whole (a PUT replaces them). */
export const campusRulesSchema = z.object({
  prohibited: z.array(prohibitedItemSchema).max(L.items),
  heldWords: z.array(term).max(L.heldWords),
  newAccountLinkDays: z.number().int().min(0).max(L.maxLinkDays),
  autoHideReports: z.number().int().min(0).max(L.maxAutoHide),
}) satisfies z.ZodType<CampusRules>;

/**
 * PUT /api/moderation/rules: the rules; without `prohibited` the campus's list stays as it is (the
 * Rules tab's other rules form; items are added and removed one at a time, below).
 */
export const saveRulesBody = campusRulesSchema.extend({
  prohibited: campusRulesSchema.shape.prohibited.optional(),
});
export type SaveRulesBody = z.infer<typeof saveRulesBody>;

/** DELETE /api/moderation/rules/prohibited/:name: the items of that name leave the list. */
export const prohibitedItemParams = z.object({ name: z.string().trim().min(1).max(L.nameLength) });

/** What can be held: a post or comment, or a chat message. */
export const HELD_TARGETS = ['post', 'message'] as const;
export type HeldTarget = (typeof HELD_TARGETS)[number];

/** One held post, comment or message as the queue shows it, with the rule that held it. */
export const heldItemSchema = z.object({
  targetType: z.enum(HELD_TARGETS),
  targetId: z.string(),
  /** The post page that shows it (a comment's post); null for a message. */
  postId: z.string().nullable(),
  isComment: z.boolean(),
  plainText: z.string(),
  heldKind: z.enum(HELD_KINDS),
  heldReason: z.string(),
  heldAt: z.string(),
  author: authorSchema,
});
export type HeldItem = z.infer<typeof heldItemSchema>;

/** GET /api/moderation/held: the campus's held content, oldest first. */
export const heldListSchema = z.object({ items: z.array(heldItemSchema) });
export type HeldList = z.infer<typeof heldListSchema>;

/** POST /api/moderation/held/:targetType/:targetId/{release,remove}. */
export const heldParams = z.object({ targetType: z.enum(HELD_TARGETS), targetId: z.uuid() });
