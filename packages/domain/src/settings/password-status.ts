import { z } from 'zod';

/** Whether the signed-in account has a password (an account made by a sign-in link or Google has none). */
export const passwordStatusSchema = z.object({ hasPassword: z.boolean() });
export type PasswordStatus = z.infer<typeof passwordStatusSchema>;
