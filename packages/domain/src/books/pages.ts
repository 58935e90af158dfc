import { z } from 'zod';
import { postSchema } from '../posts/schemas';

/** GET /api/courses?code=: the course as people write it ("MATH 2924") and a page of its posts. */
export const coursePageSchema = z.object({
  course: z.string(),
  posts: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type CoursePage = z.infer<typeof coursePageSchema>;
