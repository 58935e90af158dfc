// The block filter, shared by every repository that lists people or their content.
// Kept as one small condition so other filters (removed content, …) sit beside it untouched.
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * True for rows whose author (`authorId`, a column or SQL naming the author's user id) the viewer
 * has not blocked: a primary-key probe of user_blocks inside the same query, so a page costs no
 * extra query. No viewer (a guest): no filter. Use in Drizzle `and(...)` or raw `sql` alike. In a
 * prepared statement the viewer is a placeholder, always probed (a null viewer matches no row).
 */
export function notBlockedBy(
  viewerId: string | null | undefined | Placeholder | SQLWrapper,
  authorId: SQLWrapper,
): SQL {
  if (!viewerId) return sql`true`;
  return sql`not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId} and ub.blocked_id = ${authorId})`;
}

/**
 * True when either person blocked the other (`a`, `b`: columns or SQL naming user ids): two
 * primary-key probes of user_blocks inside the query. Push delivery uses it so nothing is pushed
 * across a block, whichever way it goes.
 */
export function blockedEitherWay(a: SQLWrapper, b: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from user_blocks ub where (ub.blocker_id = ${a} and ub.blocked_id = ${b}) or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
}
