import { z } from 'zod';
import { AWAY_NOTE_MAX, isAway } from './away-rules';

/** PUT /api/me/away: away until a day (YYYY-MM-DD), with an optional note. */
export const awayBody = z.object({
  until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  note: z.string().max(AWAY_NOTE_MAX).nullable().optional(),
});
export type AwayBody = z.infer<typeof awayBody>;

/** A member's away state as others see it: null when not away. */
export const awaySchema = z.object({ until: z.string(), note: z.string().nullable() }).nullable();
export type Away = z.infer<typeof awaySchema>;

/** What others see of a member's away state at `now`: null once the day has come. */
export function awayOf(until: string | null, note: string | null, now: Date): Away {
  return isAway(until, now) ? { until, note } : null;
}
