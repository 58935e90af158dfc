// The SQL of deleting an account: everything runs in the caller's transaction. Most rows
// go with the users row through their foreign keys (sessions, credentials, codes, posts with their
// comment trees, media, saves, ads, uploads, chat read states, reactions, notifications, blocks,
// reports by or about the person, moderator and administrator roles, searches, activity e-mails
// about the person); messages and chats stay for the other person (their user columns become null),
// and so do paid checkout sessions, the payment record, and audit log lines (without the person).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import {
  accounts,
  chats,
  checkoutSessions,
  fileDeletions,
  type MediaVariant,
  sessions,
  users,
} from '../../db/schema';

/** Locks the user's row until the transaction ends (a post or message written meanwhile waits, then fails). */
export async function lockUserRow(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/** The user's password hash (better-auth's credential account), or null for accounts without one. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.hash ?? null;
}

/** The user's sessions (their sockets are closed after the commit). */
export async function listSessionsOf(tx: Tx, userId: string) {
  return tx
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}

/**
 * Every stored file that goes with the person: the media of their posts and comments and of every
 * comment under them (anyone's), their uploads not attached to anything, their profile photos.
 * Files of messages they sent stay with the messages.
 */
export async function listFileKeysOf(tx: Tx, userId: string): Promise<string[]> {
  const media = await tx.execute<{ img_path: string; variants: MediaVariant[] }>(sql`
    with recursive doomed as (
      select id from posts where user_id = ${userId}
      union
      select p.id from posts p join doomed d on p.post_commented_on = d.id
    )
    select m.img_path, m.variants from post_media m where m.post_id in (select id from doomed)
    union all
    select 'uploads/' || u.id || '/' || u.file_name, u.variants from uploads u
    where u.user_id = ${userId} and u.claimed_by is null`);
  const photos = ['jpg', 'png', 'gif'].map((ext) => `images/profilePics/${userId}.${ext}`);
  return [
    ...new Set([...media.rows.flatMap((m) => [m.img_path, ...m.variants.map((v) => v.key)]), ...photos]),
  ];
}

/** Queues stored files for deletion after the commit (the file-deletion job removes them). */
export async function queueFileDeletions(tx: Tx, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000).map((key) => ({ key }));
    await tx.insert(fileDeletions).values(batch).onConflictDoNothing();
  }
}

/**
 * Keeps other people's counters right: a post the person saved loses the save; a post or comment
 * the person commented on loses the comment (counts of direct replies; only the comments it counts:
 * shown ones, not removed or held).
 */
export async function releaseCountersOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    update posts set like_count = like_count - 1
    where id in (select post_id from post_likes where user_id = ${userId}) and user_id <> ${userId}`);
  await tx.execute(sql`
    update posts p set comment_count = p.comment_count - c.n
    from (select post_commented_on as id, count(*)::int as n from posts
          where user_id = ${userId} and post_commented_on is not null and removed_at is null
            and held_at is null group by post_commented_on) c
    where p.id = c.id and p.user_id <> ${userId}`);
}

/** The ids of the user's chats (to remove those nobody is left in once the account is gone). */
export async function listChatIdsOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(sql`${chats.userLow} = ${userId} or ${chats.userHigh} = ${userId}`);
  return rows.map((r) => r.id);
}

/** Chat columns without a foreign key that name the person: who started it, who wrote last. */
export async function forgetChatAuthorship(tx: Tx, userId: string): Promise<void> {
  await tx.update(chats).set({ createdBy: null }).where(eq(chats.createdBy, userId));
  await tx.update(chats).set({ lastMessageUserId: null }).where(eq(chats.lastMessageUserId, userId));
}

/** Chats among `chatIds` that nobody is left in (both people deleted their accounts), with their messages. */
export async function deleteEmptyChats(tx: Tx, chatIds: string[]): Promise<void> {
  if (chatIds.length === 0) return;
  await tx
    .delete(chats)
    .where(and(inArray(chats.id, chatIds), isNull(chats.userLow), isNull(chats.userHigh)));
}

/**
 * Payments: checkouts never paid go; paid ones stay as the payment record (amount, date, provider
 * and its payment id) without the payer (the user column becomes null with the account). The
 * embedded provider's own session forgets the payer too.
 */
export async function forgetPayer(tx: Tx, userId: string): Promise<void> {
  await tx
    .delete(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.paymentStatus, 'unpaid')));
  await tx.execute(sql`
    update local_checkout_sessions set metadata = metadata - 'userId' where metadata ->> 'userId' = ${userId}`);
}

/**
 * Rows without a foreign key that name the person by id or address: sign-in links, the outbox's
 * e-mails to them, better-auth's tokens (a reset token's value is the user id), rate-limit counters
 * (keys hold ids and addresses); product events keep their counts without the user.
 */
export async function deleteUnlinkedRowsOf(tx: Tx, userId: string, addresses: string[]): Promise<void> {
  const needles = [userId, ...addresses].map(containsPattern);
  const anyLike = (column: string) =>
    sql.join(
      needles.map((n) => sql`${sql.raw(column)} like ${n}`),
      sql` or `,
    );
  const list = sql.join(
    addresses.map((a) => sql`${a}`),
    sql`, `,
  );
  await tx.execute(sql`delete from sign_in_links where lower(email) in (${list})`);
  await tx.execute(sql`delete from mail where "to" in (${list})`);
  await tx.execute(sql`delete from verifications where ${anyLike('identifier')} or ${anyLike('value')}`);
  await tx.execute(sql`delete from rate_limits where ${anyLike('key')}`);
  await tx.execute(sql`update product_events set user_id = null where user_id = ${userId}`);
}

/**
 * Search words left with no post that came from the person's name: a post's search document holds
 * its author's name and username, so their posts leave those words counted at zero (call after
 * the posts are gone).
 */
export async function deleteNameSearchWords(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`
    delete from search_lexemes
    where posts <= 0 and lexeme in (select unnest(tsvector_to_array(to_tsvector('english', ${name}))))`);
}

/** Deletes the users row; the foreign keys take the rest (see the file comment). */
export async function deleteUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
