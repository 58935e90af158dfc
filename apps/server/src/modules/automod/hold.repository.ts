import type { HeldKind } from '@campus/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type HeldRow = {
  target_type: 'post' | 'message';
  id: string;
  user_id: string;
  post_commented_on: string | null;
  root_post_id: string | null;
  plain_text: string;
  held_kind: HeldKind;
  held_reason: string;
  held_at: Date;
  username: string;
  first_name: string;
  last_name: string;
  image: string | null;
  email_verified: boolean;
};

/** Holds a shown post or comment: what it held (its author and parent); none when removed or already held. */
export async function markPostHeld(tx: Executor, id: string, kind: HeldKind, reason: string) {
  const result = await tx.execute<{ user_id: string; post_commented_on: string | null }>(sql`
    update posts set held_at = now(), held_kind = ${kind}, held_reason = ${reason}
    where id = ${id} and removed_at is null and held_at is null
    returning user_id, post_commented_on`);
  return result.rows[0];
}

/** Holds a shown message; false when it was removed or already held. */
export async function markMessageHeld(tx: Executor, id: string, kind: HeldKind, reason: string) {
  const result = await tx.execute(sql`
    update messages set held_at = now(), held_kind = ${kind}, held_reason = ${reason}
    where id = ${id} and removed_at is null and held_at is null`);
  return (result.rowCount ?? 0) > 0;
}

/** Releases a held post or comment of the campus (`kind`: only a hold of that kind). Returns what it released. */
export async function clearPostHold(tx: Executor, campusId: string, id: string, kind?: HeldKind) {
  // The FROM reads the row as it was: what held it (a rule's hold was never shown, so never alerted).
  const result = await tx.execute<{
    id: string;
    user_id: string;
    post_commented_on: string | null;
    root_post_id: string | null;
    was: HeldKind;
  }>(
    sql`update posts p set held_at = null, held_kind = null, held_reason = null
    from (select id, held_kind as was from posts where id = ${id}) o
    where p.id = o.id and p.campus_id = ${campusId} and p.held_at is not null and p.removed_at is null
      ${kind ? sql`and p.held_kind = ${kind}` : sql``}
    returning p.id, p.user_id, p.post_commented_on, p.root_post_id, o.was`,
  );
  return result.rows[0];
}

/** Releases a held message of a chat of the campus. Returns what it released (its chat). */
export async function clearMessageHold(tx: Executor, campusId: string, id: string, kind?: HeldKind) {
  const result = await tx.execute<{ id: string; chat_id: string; user_low: string; user_high: string }>(sql`
    update messages m set held_at = null, held_kind = null, held_reason = null
    from chats c
    where m.id = ${id} and c.id = m.chat_id and c.campus_id = ${campusId}
      and m.held_at is not null and m.removed_at is null ${kind ? sql`and m.held_kind = ${kind}` : sql``}
    returning m.id, m.chat_id, c.user_low, c.user_high`);
  return result.rows[0];
}

/** The campus's held posts, comments and messages with their authors, oldest first (at most `limit`). */
export async function listHeldRows(db: Executor, campusId: string, limit: number): Promise<HeldRow[]> {
  const result = await db.execute<HeldRow>(sql`
    select h.*, u.username, u.first_name, u.last_name, u.image, u.email_verified from (
      select 'post' as target_type, p.id, p.user_id, p.post_commented_on, p.root_post_id, p.plain_text,
        p.held_kind, p.held_reason, p.held_at
      from posts p where p.campus_id = ${campusId} and p.held_at is not null and p.removed_at is null
      union all
      select 'message', m.id, m.user_id, null, null, m.plain_text, m.held_kind, m.held_reason, m.held_at
      from messages m join chats c on c.id = m.chat_id
      where c.campus_id = ${campusId} and m.held_at is not null and m.removed_at is null
        and m.user_id is not null
    ) h join users u on u.id = h.user_id
    order by h.held_at, h.id limit ${limit}`);
  return result.rows.map((r) => ({ ...r, held_at: new Date(r.held_at) }));
}

export type AuthorHeldRow = {
  target_type: 'post' | 'message';
  id: string;
  is_comment: boolean;
  plain_text: string;
  held_kind: HeldKind;
  held_reason: string;
  held_at: Date;
};

/** A member's own content still held, newest first (at most `limit`): their standing lists it. */
export async function listHeldOfAuthor(
  db: Executor,
  userId: string,
  limit: number,
): Promise<AuthorHeldRow[]> {
  const result = await db.execute<AuthorHeldRow>(sql`
    select 'post' as target_type, p.id, (p.post_commented_on is not null) as is_comment, p.plain_text,
      p.held_kind, p.held_reason, p.held_at
    from posts p where p.user_id = ${userId} and p.held_at is not null and p.removed_at is null
    union all
    select 'message', m.id, false, m.plain_text, m.held_kind, m.held_reason, m.held_at
    from messages m where m.user_id = ${userId} and m.held_at is not null and m.removed_at is null
    order by held_at desc, id desc limit ${limit}`);
  return result.rows.map((r) => ({ ...r, held_at: new Date(r.held_at) }));
}
