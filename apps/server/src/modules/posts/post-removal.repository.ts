import { sql } from 'drizzle-orm';
import { selectById } from '../../db/by-id';
import type { Executor } from '../../db/client';
import { posts } from '../../db/schema';

/** What a moderator needs to know of a post or comment, removed or not. */
export function findPostForModeration(db: Executor, id: string) {
  const columns = [
    'id',
    'campusId',
    'userId',
    'postCommentedOn',
    'rootPostId',
    'plainText',
    'removedAt',
    'heldAt',
    'heldReason',
  ] as const;
  return selectById(db, posts, columns, id);
}

/**
 * Marks a post or comment and its whole reply tree removed. Returns how many rows it marked and
 * whether the post itself went now while shown (not held): only then did it count.
 */
export async function markTreeRemoved(tx: Executor, postId: string) {
  const result = await tx.execute<{ id: string; held: boolean }>(sql`
    with recursive tree as (
      select id from posts where id = ${postId}
      union all
      select p.id from posts p join tree t on p.post_commented_on = t.id
    )
    update posts set removed_at = now() where id in (select id from tree) and removed_at is null
    returning id, held_at is not null as held`);
  const root = result.rows.find((r) => r.id === postId);
  return { marked: result.rows.length, wasCounted: Boolean(root && !root.held) };
}

/**
 * Removes everything a person wrote (a ban): their posts with every reply under them, and their
 * comments elsewhere, lowering the comment counts of the posts those answered (by the comments
 * shown: a held one never counted) and their totalPosts.
 * One statement; returns the top-level posts it removed.
 */
export async function markAllOfAuthorRemoved(tx: Executor, userId: string): Promise<string[]> {
  const result = await tx.execute<{ id: string; post_commented_on: string | null }>(sql`
    with mine as (
      select id, post_commented_on, held_at from posts where user_id = ${userId} and removed_at is null
    ), counts as (
      update posts p set comment_count = greatest(p.comment_count - c.n, 0)
      from (select post_commented_on as id, count(*)::int as n from mine
            where post_commented_on is not null and held_at is null group by post_commented_on) c
      where p.id = c.id and p.user_id <> ${userId} and (p.root_post_id is null
        or p.root_post_id not in (select id from mine where post_commented_on is null))
    ), author as (
      update users set total_posts = 0 where id = ${userId}
    )
    update posts set removed_at = now()
    where removed_at is null and (id in (select id from mine) or root_post_id in
      (select id from mine where post_commented_on is null))
    returning id, post_commented_on`);
  return result.rows.filter((r) => !r.post_commented_on).map((r) => r.id);
}

/**
 * Undoes a moderator's removal of a post or comment (an appeal reversed): it and the replies that
 * went with it (marked in the same statement, so at the same time) come back. Returns how many rows
 * and whether the post itself shows again (it may still be held: then it counts at its release).
 */
export async function markTreeRestored(tx: Executor, postId: string) {
  const result = await tx.execute<{ id: string; held: boolean }>(sql`
    with recursive root as (
      select id, removed_at from posts where id = ${postId} and removed_at is not null
    ), tree as (
      select id from root
      union all
      select p.id from posts p join tree t on p.post_commented_on = t.id
    )
    update posts set removed_at = null
    where id in (select id from tree) and removed_at = (select removed_at from root)
    returning id, held_at is not null as held`);
  const root = result.rows.find((r) => r.id === postId);
  return { marked: result.rows.length, counts: Boolean(root && !root.held) };
}
