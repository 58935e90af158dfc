import { z } from 'zod';

/** The public shape of a campus as the API answers it. */
export const campusSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  emailDomains: z.array(z.string()),
  privacy: z.enum(['private', 'public']),
  url: z.string(),
  logo: z.string(),
  location: z.object({ city: z.string(), state: z.string(), country: z.string() }),
  isHub: z.boolean(),
  color: z.string(),
  /** Direct-message link on the product's social account for this campus. */
  socialDmUrl: z.string(),
  supportEmail: z.string(),
  /** Whether the server takes videos (it runs without ffmpeg otherwise; photos always). */
  videos: z.boolean(),
  /** Whether "Continue with Google" works here (GOOGLE_CLIENT_ID and its secret are set): the pages show it only then. */
  googleSignIn: z.boolean(),
  /** A retired campus: readable, but closed to new members and posts (its pages say so from the first view). */
  retired: z.boolean(),
  createdAt: z.string(),
});
export type Campus = z.infer<typeof campusSchema>;
