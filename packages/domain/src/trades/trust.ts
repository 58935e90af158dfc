import { z } from 'zod';
import { STANDING_LABELS, type Standing } from '../accounts/university-sign-in-messages';
import { awaySchema } from '../listing-life/away';

/**
 * Trust at a glance: what a member sees of the other person at the top of a chat and next to a
 * seller on a post page. GET /api/people/:id/trust.
 */
export const trustSummarySchema = z.object({
  userId: z.string(),
  schoolVerified: z.boolean(),
  joinedAt: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  soldCount: z.number().int(),
  /** Of their sales, those closed by the buyer's handoff code (the others only the seller said). */
  confirmedSaleCount: z.number().int(),
  newAccount: z.boolean(),
  /** Away mode: a chat with them says 'Away until Jan 10' above the message box. */
  away: awaySchema,
  /** How fast they usually reply (replyTimeOf); null when too little to say or hidden by them. */
  replyTime: z.enum(['hour', 'day']).nullable(),
  /** What a university sign-in said within 12 months (Current student, Staff, Alumni), else School e-mail verified. */
  standing: z.enum(Object.keys(STANDING_LABELS) as [Standing, ...Standing[]]).nullable(),
});
export type TrustSummary = z.infer<typeof trustSummarySchema>;
export const trustResponseSchema = z.object({ trust: trustSummarySchema });
