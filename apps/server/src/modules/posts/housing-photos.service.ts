import type { Executor } from '../../db/client';
import { nearestHousingPhotoElsewhere } from './housing-photos.repository';

/**
 * At most this many of the 64 bits differ between a photo and its re-encoded or resized copy; two
 * different photos, even of the same kind of room, differ in far more (housing-photos.test.ts).
 */
export const REUSED_PHOTO_MAX_DISTANCE = 8;

/**
 * A housing listing's photo that is also in another member's housing listing (by perceptual hash),
 * or null. The caller holds the listing for a moderator with HOUSING_MESSAGES.photoReused.
 */
export async function findReusedHousingPhoto(
  db: Executor,
  postId: string,
): Promise<{ otherPostId: string } | null> {
  const found = await nearestHousingPhotoElsewhere(db, postId, REUSED_PHOTO_MAX_DISTANCE);
  return found && { otherPostId: found.otherPostId };
}
