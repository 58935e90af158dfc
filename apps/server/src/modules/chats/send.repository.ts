// A chat message in two round trips (bench/chat.ts: 200 messages a second): one statement checks
// and counts (the sender's chat, the other person, blocks, the member rate), one writes everything
// the message changes. Each statement is atomic on its own, so no explicit transaction. Only the
// second one waits for the disk (the first's commit is asynchronous: see checkSend).
import type { CampusRules } from '@campus/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type HitRule, rateLimitHitColumns, rateLimitHitUpsert } from '../../db/rate-limit-hit';
import type { messages } from '../../db/schema';

export type SendCheckRow = {
  id: string;
  campusId: string;
  userLow: string | null;
  userHigh: string | null;
  /** The other person; null once they deleted their account. */
  otherId: string | null;
  /** Who blocked whom between the two (user ids of blockers). */
  blockers: string[];
  otherEmail: string | null;
  otherMailOn: boolean | null;
  /** The member rate's hit; null when nothing was counted (a deleted account or a block). */
  count: number | null;
  window_ends_in_ms: number | null;
  locked_ms: number | null;
  /** The campus's rules that act first (automod), read here so a message costs no statement more. */
  rules: CampusRules | null;
};

/**
 * The chat when `meId` takes part in it (undefined otherwise), its other person with their e-mail
 * settings, the blocks between the two, and, only when the other person is there and no block
 * stands, one hit of the member rate `rate`. One statement, run on the pool: its commit does not
 * wait for the disk (in a transaction, that setting would hold until the transaction's end).
 */
export async function checkSend(
  db: Executor,
  meId: string,
  chatId: string,
  rate: { key: string; rule: HitRule },
): Promise<SendCheckRow | undefined> {
  const result = await db.execute<SendCheckRow>(sql`
    with c as (
      select ch.id, ch.campus_id, ch.user_low, ch.user_high,
        case when ch.user_low = ${meId} then ch.user_high else ch.user_low end as other_id
      from chats ch
      join chat_members m on m.chat_id = ch.id and m.user_id = ${meId}
      where ch.id = ${chatId}
    ),
    b as (
      select coalesce(array_agg(ub.blocker_id), '{}') as blockers
      from c join user_blocks ub
        on (ub.blocker_id = ${meId} and ub.blocked_id = c.other_id)
        or (ub.blocker_id = c.other_id and ub.blocked_id = ${meId})
    ),
    hit as (${rateLimitHitUpsert(
      sql`select ${rate.key}::text, 1, now() from c, b where c.other_id is not null and cardinality(b.blockers) = 0`,
      rate.rule,
    )})
    select c.id, c.campus_id as "campusId", c.user_low as "userLow", c.user_high as "userHigh",
      c.other_id as "otherId", b.blockers, o.email as "otherEmail", o.email_notifications as "otherMailOn",
      (select r.rules from campus_rules r where r.campus_id = c.campus_id) as rules,
      ${rateLimitHitColumns(sql`hit`, rate.rule.windowSeconds)}
    from c cross join b
    -- The count is not worth a wait on the disk: this statement's commit does not wait for its WAL
    -- to be flushed (a crash may forget the last hits, never corrupts). The message's own write,
    -- next, stays durable. On two cores the flush of both commits made the slowest messages' tail.
    cross join (select set_config('synchronous_commit', 'off', true)) as quick_commit
    left join users o on o.id = c.other_id
    left join hit on true`);
  return result.rows[0];
}

export interface SentMessage {
  values: typeof messages.$inferInsert & { id: string; chatId: string; userId: string };
  /** The inbox's preview of the message. */
  preview: string;
  /** The other person's notification, written unless they blocked the sender. */
  notice: {
    id: string;
    toUserId: string;
    fromUserId: string;
    type: string;
    chatId?: string | null;
    message?: string;
    pushPending?: boolean;
  };
  /** The activity e-mail, queued when the notice is written and its gate (max one a window) lets it. */
  mail: {
    id: string;
    gate: { key: string; rule: HitRule };
    row: { to: string; subject: string; html: string; headers?: string; aboutUserId?: string };
  } | null;
}

/** A jsonb parameter: the value as JSON text, or null. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Everything a message writes, in one statement: the message, the chat's last message, the sender's
 * read state (both at the message's time), the other person's notification (not when they blocked
 * the sender) and, with that notification, the activity e-mail when its gate lets it through.
 * Returns the message's time, the notification's id (null when none) and whether an e-mail went;
 * null when the sender already sent a message with this client key (nothing written).
 */
export async function writeSentMessage(db: Executor, m: SentMessage) {
  const { values, notice, mail } = m;
  // Held for review: written for the sender only (no last message, no notification, no e-mail).
  const held = values.heldReason ?? null;
  const mailSteps: SQL = mail
    ? sql`,
    gate as (${rateLimitHitUpsert(sql`select ${mail.gate.key}::text, 1, now() from notice`, mail.gate.rule)}),
    mailed as (
      insert into mail (id, "to", subject, html, headers, about_user_id)
      select ${mail.id}::uuid, ${mail.row.to}::text, ${mail.row.subject}::text, ${mail.row.html}::text,
        ${mail.row.headers ?? null}::text, ${mail.row.aboutUserId ?? null}::text
      from gate
      where gate.count <= ${mail.gate.rule.max} and (gate.locked_until is null or gate.locked_until <= now())
      returning id
    )`
    : sql`, mailed as (select null::uuid as id where false)`;
  const result = await db.execute<{ createdAt: string; noticeId: string | null; mailed: boolean }>(sql`
    with msg as (
      insert into messages (id, chat_id, user_id, text, plain_text, shared_post_id, image_path, image, has_photo,
        client_key, client_hash, held_at, held_kind, held_reason)
      values (${values.id}::uuid, ${values.chatId}::uuid, ${values.userId}::text, ${json(values.text)}::jsonb,
        ${values.plainText ?? ''}::text, ${values.sharedPostId ?? null}::uuid, ${values.imagePath ?? null}::text,
        ${json(values.image)}::jsonb, ${values.hasPhoto ?? false}::boolean, ${values.clientKey ?? null}::uuid,
        ${values.clientHash ?? null}::text, ${held ? sql`now()` : sql`null`}, ${held ? 'rule' : null}::text,
        ${held ?? null}::text)
      -- A repeat of a send (same sender and key) writes nothing: every step below reads from msg.
      on conflict (user_id, client_key) where client_key is not null do nothing
      returning created_at
    ),
    last as (
      update chats set last_message_id = ${values.id}::uuid, last_message_at = msg.created_at,
        last_message_preview = ${m.preview}::text, last_message_user_id = ${values.userId}::text
      from msg where chats.id = ${values.chatId}::uuid and ${!held}::boolean
    ),
    seen as (
      update chat_members set last_read_at = msg.created_at
      from msg where chat_members.chat_id = ${values.chatId}::uuid and chat_members.user_id = ${values.userId}::text
    ),
    notice as (
      insert into notifications (id, to_user_id, from_user_id, type, chat_id, message, push_pending)
      select ${notice.id}::uuid, ${notice.toUserId}::text, ${notice.fromUserId}::text, ${notice.type}::text,
        ${notice.chatId ?? null}::uuid, ${notice.message ?? ''}::text, ${notice.pushPending ?? false}::boolean
      from msg
      where ${!held}::boolean and not exists (
        select 1 from user_blocks ub where ub.blocker_id = ${notice.toUserId} and ub.blocked_id = ${notice.fromUserId}
      )
      returning id
    )${mailSteps}
    select msg.created_at as "createdAt", (select id from notice) as "noticeId",
      exists (select 1 from mailed) as mailed
    from msg`);
  const row = result.rows[0];
  if (!row) return null;
  // Timestamps come back as PostgreSQL's text here (Drizzle's driver setup); a Date as Drizzle maps it.
  return { ...row, createdAt: new Date(row.createdAt) };
}
