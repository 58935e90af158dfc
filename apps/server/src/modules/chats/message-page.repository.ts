// A chat's message page in one statement: the participant check and the page with its
// authors, shared-post cards and reactions, built by PostgreSQL as the answer's JSON text
// (messagePageSchema's `messages`) and handed to the reply as it is, as the post page's tree is.
import { CHAT_PAGE_SIZE, DELETED_AUTHOR, SHARED_POST_PREVIEW_SENT } from '@campus/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TimeKey } from '../../db/paging';
import { placeholder, prepared } from '../../db/prepared';
import { chatMembers, chats } from '../../db/schema';

/** A catch-up after a reconnect brings at most this many messages. */
const CATCH_UP_MAX = 500;

/** Which messages: the newest page, the page older than a cursor, or a catch-up after a message. */
type PageKind = 'first' | 'older' | 'after';

/** A stored file's URL as the API gives it (`fileUrl` in message-cards). */
const fileUrl = (key: SQL) => sql`'/files/' || ${key} || '?v=1'`;

/** A timestamp as JavaScript's `toISOString` writes it (the column holds milliseconds). */
const isoTime = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Newest first for a page, oldest first for a catch-up. */
const orderOf = (kind: PageKind) =>
  sql.raw(kind === 'after' ? 'm.created_at, m.id' : 'm.created_at desc, m.id desc');

/**
 * The chat's messages (`m`) of the page: not removed by a moderator, on one side of the cursor or
 * of the catch-up's anchor (from the oldest when the anchor is not a shown message of this chat),
 * newest first for a page, oldest first for a catch-up. Keyed on messages_chat_idx.
 */
function pageRows(kind: PageKind, columns: SQL, offset = 0): SQL {
  // Held for review: only its sender sees it until a moderator releases it.
  const shown = sql`and (m.held_at is null or m.user_id = ${placeholder('viewerId')})`;
  const chatId = sql`${chats.id}`;
  let side = sql``;
  if (kind === 'older')
    side = sql`and (m.created_at, m.id) < (${placeholder('at')}::timestamptz, ${placeholder('id')}::uuid)`;
  if (kind === 'after') {
    const anchor = (column: string) =>
      sql`(select a.${sql.raw(column)} from messages a where a.id = ${placeholder('after')}::uuid
        and a.chat_id = ${chatId} and a.removed_at is null)`;
    side = sql`and (m.created_at, m.id) > (coalesce(${anchor('created_at')}, '-infinity'::timestamptz),
      coalesce(${anchor('id')}, '00000000-0000-0000-0000-000000000000'::uuid))`;
  }
  const limit = kind === 'after' ? CATCH_UP_MAX : CHAT_PAGE_SIZE;
  return sql`select ${columns} from messages m
    where m.chat_id = ${chatId} and m.removed_at is null ${shown} ${side}
    order by ${orderOf(kind)} offset ${sql.raw(String(offset))} limit ${sql.raw(String(offset ? 1 : limit))}`;
}

/**
 * The page's messages as a JSON array of messageSchema values: each author once joined ('Deleted
 * account' when the sender deleted their account), the shared post's card (deleted when it is gone
 * or of another campus than the chat's), the photo, and the reaction count with the viewer's own.
 */
function messagesJson(kind: PageKind, viewer: Placeholder): SQL<string> {
  const rows = pageRows(
    kind,
    sql.raw(
      'm.id, m.chat_id, m.user_id, m.text, m.plain_text, m.shared_post_id, m.image_path, m.image, m.created_at, m.held_kind',
    ),
  );
  const author = sql`case when u.id is null then ${placeholder('deletedAuthor')}::json
    else json_build_object('id', u.id, 'username', u.username, 'firstName', u.first_name,
      'lastName', u.last_name, 'img', u.image, 'verified', u.email_verified) end`;
  const sharedPost = sql`case when m.shared_post_id is null then null else json_build_object(
    'id', m.shared_post_id, 'deleted', p.id is null, 'preview', coalesce(left(p.plain_text, ${sql.raw(String(SHARED_POST_PREVIEW_SENT))}), ''),
    'imageUrl', (select ${fileUrl(sql`nullif(pm.img_path, '')`)} from post_media pm
      where pm.post_id = p.id and pm.img_order = 0 limit 1),
    'status', coalesce(p.status, 'available')) end`;
  const image = sql`case when m.image_path <> '' and jsonb_typeof(m.image) = 'object' then json_build_object(
    'url', ${fileUrl(sql`m.image_path`)}, 'width', m.image -> 'width', 'height', m.image -> 'height',
    'placeholder', coalesce(m.image -> 'placeholder', 'null'::jsonb)) end`;
  return sql<string>`(select coalesce(json_agg(json_build_object('id', m.id, 'chatId', m.chat_id,
      'user', ${author}, 'text', m.text, 'plainText', m.plain_text, 'sharedPost', ${sharedPost},
      'image', ${image},
      'likeCount', (select count(*)::int from message_likes l where l.message_id = m.id),
      'likedByMe', exists (select 1 from message_likes l where l.message_id = m.id and l.user_id = ${viewer}),
      'createdAt', ${isoTime(sql`m.created_at`)}, 'held', m.held_kind) order by ${orderOf(kind)}), '[]'::json)::text
    from (${rows}) m
    left join users u on u.id = m.user_id
    left join posts p on p.id = m.shared_post_id and p.campus_id = ${chats.campusId} and p.removed_at is null)`;
}

/**
 * The key of the page's last message when the page is full (`[time as toISOString writes it, id]`,
 * the next cursor), else null. A catch-up has no next page.
 */
function nextKey(kind: PageKind): SQL<[string, string] | null> {
  if (kind === 'after') return sql<null>`null::text[]`;
  return sql<
    [string, string] | null
  >`(${pageRows(kind, sql`array[${isoTime(sql`m.created_at`)}, m.id::text]`, CHAT_PAGE_SIZE - 1)})`;
}

const pageStatement = (kind: PageKind) =>
  prepared(`chat_page_${kind}`, (db) => {
    const viewer = placeholder('viewerId');
    return db
      .select({ messages: messagesJson(kind, viewer), nextKey: nextKey(kind) })
      .from(chats)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, viewer)))
      .where(eq(chats.id, placeholder('chatId')));
  });
const statements = {
  first: pageStatement('first'),
  older: pageStatement('older'),
  after: pageStatement('after'),
};

/**
 * A page of the chat's messages when `viewerId` takes part in it (undefined otherwise): `messages`
 * is the JSON text of the array, `nextKey` the last message's key when the page is full. With
 * `after`, every message after that one, oldest first (up to CATCH_UP_MAX). One statement.
 */
export async function findMessagePage(
  db: Executor,
  viewerId: string,
  chatId: string,
  from: { key?: TimeKey; after?: string },
): Promise<{ messages: string; nextKey: [string, string] | null } | undefined> {
  const base = { viewerId, chatId, deletedAuthor: JSON.stringify(DELETED_AUTHOR) };
  const [row] = from.after
    ? await statements.after(db).execute({ ...base, after: from.after })
    : from.key
      ? await statements.older(db).execute({ ...base, at: from.key.at, id: from.key.id })
      : await statements.first(db).execute(base);
  return row;
}
