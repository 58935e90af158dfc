import { HOUSING_CATEGORY } from '@campus/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The other member's housing listing whose photo is nearest one of this post's photos, within
 * `maxDistance` differing bits of the two perceptual hashes; null when none is, or when the post is
 * not in Housing & Apartments. The author's own
 * listings, comments and removed posts are left out.
 */
export async function nearestHousingPhotoElsewhere(
  db: Executor,
  postId: string,
  maxDistance: number,
): Promise<{ otherPostId: string; distance: number } | null> {
  const res = await db.execute<{ other_post_id: string; distance: number }>(sql`
    select theirs.post_id as other_post_id, bit_count(mine.photo_hash # theirs.photo_hash)::int as distance
    from posts p
    join post_media mine on mine.post_id = p.id and mine.photo_hash is not null
    join posts other on other.category = ${HOUSING_CATEGORY} and other.user_id <> p.user_id
      and other.post_commented_on is null and other.removed_at is null and other.id <> p.id
    join post_media theirs on theirs.post_id = other.id and theirs.photo_hash is not null
    where p.id = ${postId} and p.category = ${HOUSING_CATEGORY} and bit_count(mine.photo_hash # theirs.photo_hash) <= ${maxDistance}
    order by distance, other.created_at
    limit 1`);
  const row = res.rows[0];
  return row ? { otherPostId: row.other_post_id, distance: row.distance } : null;
}
