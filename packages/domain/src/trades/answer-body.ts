import { z } from 'zod';

/**
 * The answer to a trade's proposal (a meetup, an offer): one of its `plain` actions, or `moving` with
 * the fields of the new proposal (another time, another amount).
 */
export function answerBody<
  const P extends readonly [string, ...string[]],
  const M extends string,
  S extends z.ZodRawShape,
>(plain: P, moving: M, proposal: S) {
  return z.discriminatedUnion('action', [
    z.object({ action: z.enum(plain) }),
    z.object({ action: z.literal(moving), ...proposal }),
  ]);
}
