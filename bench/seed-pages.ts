// Seeds for the page benches, in SQL: members with sessions, a post with a big comment tree, a chat
// with messages.
import crypto from 'node:crypto';
import type pg from 'pg';
import { establishedJoinDate } from '../apps/server/src/test/factories';

/** The cookie better-auth sets for a session token (better-call's signed cookie: `token.HMAC`). */
export function sessionCookie(token: string, secret: string): string {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `campus.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `count` verified, school-verified members of OU past their first day, with a set-up profile and a session each
 * (rows written directly: much faster than registering through the API). Returns their ids and
 * session cookies.
 */
export async function seedMembers(
  pool: pg.Pool,
  secret: string,
  count: number,
  prefix = 'member',
): Promise<{ id: string; cookie: string }[]> {
  const members = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}-${crypto.randomBytes(4).toString('hex')}`,
    token: crypto.randomBytes(24).toString('base64url'),
    i,
  }));
  const ids = members.map((m) => m.id);
  await pool.query(
    `insert into users (id, name, email, email_verified, username, first_name, last_name,
       school_verified, school_verified_at, school_email, campus_id, profile_set_up, image, bio, created_at)
     select u.id, 'Bench Member ' || u.n, u.id || '@example.com', true, u.id, 'Bench', 'Member ' || u.n,
       true, now(), u.id || '@ou.edu', 'ou', true, '/files/x.jpg?v=1', 'Hi', $2
     from unnest($1::text[]) with ordinality as u(id, n)`,
    [ids, establishedJoinDate()],
  );
  await pool.query(
    `insert into sessions (id, token, user_id, expires_at)
     select gen_random_uuid()::text, s.token, s.user_id, now() + interval '30 days'
     from unnest($1::text[], $2::text[]) as s(token, user_id)`,
    [members.map((m) => m.token), ids],
  );
  return members.map((m) => ({ id: m.id, cookie: sessionCookie(m.token, secret) }));
}

/**
 * A top-level OU post by `userId` with `comments` comments under it: each answers the post or an
 * earlier comment (a tree up to a few levels deep). Returns the post's id.
 */
export async function seedCommentTree(pool: pg.Pool, userId: string, comments: number): Promise<string> {
  const root = crypto.randomUUID();
  await pool.query(
    `insert into posts (id, campus_id, user_id, text, plain_text, comment_count, created_at, last_modified)
     values ($1, 'ou', $2, null, 'A post with a long discussion', $3, now() - interval '1 day', now() - interval '1 day')`,
    [root, userId, comments],
  );
  // Comment i answers the post (every 5th) or one of the 20 comments before it, 4 levels at most.
  const ids = Array.from({ length: comments }, () => crypto.randomUUID());
  const parents: string[] = [];
  const depths: number[] = [];
  for (let i = 0; i < comments; i++) {
    const p = i % 5 === 0 ? -1 : i - 1 - ((i * 7) % Math.min(i, 20));
    const nested = p >= 0 && depths[p]! < 4;
    parents.push(nested ? ids[p]! : root);
    depths.push(nested ? depths[p]! + 1 : 1);
  }
  await pool.query(
    `insert into posts (id, campus_id, user_id, text, plain_text, post_commented_on, root_post_id, depth,
       created_at, last_modified)
     select c.id, 'ou', $2, jsonb_build_object('root', jsonb_build_object('type', 'root', 'version', 1,
         'children', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'version', 1,
           'children', jsonb_build_array(jsonb_build_object('type', 'text', 'version', 1,
             'text', 'Comment ' || c.n || ': is this still available?')))))),
       'Comment ' || c.n || ': is this still available?', c.parent, $1, c.depth,
       now() - interval '1 day' + c.n * interval '1 second', now() - interval '1 day' + c.n * interval '1 second'
     from unnest($3::uuid[], $4::uuid[], $5::int[]) with ordinality as c(id, parent, depth, n)`,
    [root, userId, ids, parents, depths],
  );
  return root;
}

/** A chat at OU between two members with `count` messages, alternating authors. Returns its id. */
export async function seedChat(pool: pg.Pool, a: string, b: string, count: number): Promise<string> {
  const chat = crypto.randomUUID();
  const [low, high] = a < b ? [a, b] : [b, a];
  await pool.query(
    `insert into chats (id, campus_id, user_low, user_high, created_by) values ($1, 'ou', $2, $3, $2)`,
    [chat, low, high],
  );
  await pool.query(
    `insert into chat_members (chat_id, user_id, last_read_at) values ($1, $2, now()), ($1, $3, now())`,
    [chat, low, high],
  );
  await pool.query(
    `insert into messages (id, chat_id, user_id, text, plain_text, created_at)
     select gen_random_uuid(), $1, case when i % 2 = 0 then $2 else $3 end, null,
       'Message ' || i || ': sure, see you at the library at five?', now() - (($4 - i) * interval '30 seconds')
     from generate_series(1, $4::int) i`,
    [chat, a, b, count],
  );
  await pool.query(
    `update chats set (last_message_id, last_message_at, last_message_preview, last_message_user_id) =
       (select id, created_at, plain_text, user_id from messages where chat_id = $1 order by created_at desc limit 1)
     where id = $1`,
    [chat],
  );
  return chat;
}

/** One chat at OU for each pair of members, with no messages yet (bulk: three statements). Returns their ids. */
export async function seedChats(pool: pg.Pool, pairs: [string, string][]): Promise<string[]> {
  const ids = pairs.map(() => crypto.randomUUID());
  const low = pairs.map(([a, b]) => (a < b ? a : b));
  const high = pairs.map(([a, b]) => (a < b ? b : a));
  await pool.query(
    `insert into chats (id, campus_id, user_low, user_high, created_by)
     select c.id, 'ou', c.low, c.high, c.low from unnest($1::uuid[], $2::text[], $3::text[]) as c(id, low, high)`,
    [ids, low, high],
  );
  await pool.query(
    `insert into chat_members (chat_id, user_id)
     select c.id, u.user_id from unnest($1::uuid[], $2::text[], $3::text[]) as c(id, low, high)
     cross join lateral (values (c.low), (c.high)) as u(user_id)`,
    [ids, low, high],
  );
  return ids;
}
