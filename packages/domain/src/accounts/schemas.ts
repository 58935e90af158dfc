import { z } from 'zod';
import { awaySchema } from '../listing-life/away';

/** The signed-in user as the API shows them to themselves. */
export const viewerSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  img: z.string().nullable(),
  verified: z.boolean(),
  schoolVerified: z.boolean(),
  schoolEmail: z.string().nullable(),
  campusId: z.string().nullable(),
  profileSetUp: z.boolean(),
  type: z.string(),
  emailNotifications: z.boolean(),
  availableFunds: z.number().int(),
  phone: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  birthDate: z.object({ month: z.string(), day: z.number().int(), year: z.number().int() }).nullable(),
  bio: z.string().nullable(),
  createdAt: z.string(),
  /** Suspended by a moderator until then; null when not suspended. */
  suspendedUntil: z.string().nullable(),
  /** Away mode (/settings/away): until a day, with an optional note; null when not away. */
  away: awaySchema,
  /** Whether others see how fast this member usually replies (Show my reply time). */
  showReplyTime: z.boolean(),
});
export type Viewer = z.infer<typeof viewerSchema>;

export const sessionSchema = z.object({ user: viewerSchema.nullable() });
export type SessionInfo = z.infer<typeof sessionSchema>;

export const emailBody = z.object({ email: z.string().max(254) });
export const loginBody = z.object({ email: z.string().max(254), password: z.string().max(200) });
export const registerBody = z.object({
  email: z.string().max(254),
  fullName: z.string().max(200),
  password: z.string().max(200),
  acceptTerms: z.literal(true),
});
export const codeBody = z.object({ code: z.string().max(10) });
export const magicLinkSendBody = z.object({
  email: z.string().max(254),
  firstName: z.string().max(60).optional(),
  lastName: z.string().max(60).optional(),
});
export const magicLinkCompleteBody = z.object({
  token: z.string().min(10).max(200),
  email: z.string().max(254),
  firstName: z.string().max(60).optional(),
  lastName: z.string().max(60).optional(),
});
export const resetPasswordBody = z.object({
  token: z.string().min(10).max(200),
  password: z.string().max(200),
});

export const usernameBody = z.object({ username: z.string().max(100) });
export const phoneBody = z.object({ phone: z.string().max(100) });
export const genderBody = z.object({ gender: z.string().max(20).nullable() });
export const birthDateBody = z.object({
  month: z.string().max(20),
  day: z.number().int().nullable(),
  year: z.number().int().nullable(),
});
export const passwordChangeBody = z.object({
  currentPassword: z.string().max(200),
  newPassword: z.string().max(200),
  confirmPassword: z.string().max(200),
});
export const emailCodeBody = z.object({ email: z.string().max(254), code: z.string().max(10) });
export const schoolEmailBody = z.object({
  email: z.string().max(254),
  campusId: z.string().max(40).optional(),
});
export const schoolCodeBody = z.object({
  email: z.string().max(254),
  campusId: z.string().max(40).optional(),
  code: z.string().max(10),
});
export const profileBody = z.object({
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  bio: z.string().max(1000).optional(),
});
