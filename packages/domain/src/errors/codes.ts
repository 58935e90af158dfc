import { z } from 'zod';

/** The error body every API error answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Answers to input the API cannot take (400), whichever route it was sent to. */
export const INPUT_MESSAGES = {
  nulCharacter: 'Text cannot contain a null character.',
  invalidCursor: 'Invalid cursor.',
  invalidValue: 'A value sent is not valid.',
} as const;
