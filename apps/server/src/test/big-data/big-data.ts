// A big, realistic dataset written with COPY (bench/data.ts, bench/curve.ts and the plan test):
// every campus of the catalogue in skewed sizes, members past their first day, listings with words,
// prices and photos, comment trees, saves, chats, notifications, sales and ratings, saved searches,
// boosts and reports. Deterministic for a given size and seed; derived columns (counters, the search
// document and its lexeme counts, a chat's last message) are what the app would have written.
import { performance } from 'node:perf_hooks';
import { CAMPUS_CATALOGUE } from '@campus/domain';
import type pg from 'pg';
import {
  adRows,
  chatMemberRows,
  chatRows,
  messageRows,
  notificationRows,
  reportRows,
  saleRows,
  savedSearchRows,
} from './activity-rows';
import { planChats } from './content';
import { copy } from './copy-text';
import { BIG_TABLES, dropForLoad, foreignKeyStatements, inParallel } from './load-schema';
import { makePlan, memberId } from './plan';
import { mediaRows, POST_COLUMNS, postRows, saveRows, USER_COLUMNS, userRows } from './user-post-rows';

export { findLandmarks, LANDMARKS } from './landmarks';

export interface BigDataOptions {
  posts: number;
  members: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface BigDataResult {
  phases: [string, number][];
  counts: Record<string, number>;
  seconds: number;
}

/**
 * Fills an empty, migrated database (the campus catalogue seeded) with `posts` posts and `members`
 * members. Throws if it already has members.
 */
export async function loadBigData(pool: pg.Pool, opts: BigDataOptions): Promise<BigDataResult> {
  const log = opts.log ?? (() => {});
  const t0 = performance.now();
  const phases: [string, number][] = [];
  const counts: Record<string, number> = {};
  let t = performance.now();
  const phase = (name: string) => {
    const s = (performance.now() - t) / 1000;
    phases.push([name, s]);
    log(`  ${name}: ${s.toFixed(1)} s`);
    t = performance.now();
  };
  const existing = await pool.query<{ n: number }>('select count(*)::int as n from users');
  if (existing.rows[0]!.n > 0) throw new Error('the database already has members: load into an empty one');
  const campuses = await pool.query<{ n: number }>('select count(*)::int as n from campuses');
  if (campuses.rows[0]!.n < CAMPUS_CATALOGUE.length) throw new Error('the campus catalogue is not seeded');

  const p = makePlan(opts.posts, opts.members, opts.seed ?? 1);
  const chats = planChats(p);
  phase('plan');
  const saved = await dropForLoad(pool);
  // The lexeme counts are summed once after the load (the statement trigger would hold every row).
  await pool.query('alter table posts disable trigger posts_search_lexemes_insert_trg');
  phase('drop indexes and foreign keys');

  counts.users = await copy(pool, 'users', USER_COLUMNS, userRows(p));
  phase(`users (${counts.users})`);
  const counted = { comments: 0 };
  counts.posts = await copy(pool, 'posts', POST_COLUMNS, postRows(p, counted));
  counts.comments = counted.comments;
  phase(`posts and comments (${counts.posts}; search documents by the table's trigger)`);
  const ratings: string[] = [];
  const [media, saves, sales] = await Promise.all([
    copy(
      pool,
      'post_media',
      [
        'id',
        'post_id',
        'kind',
        'img_name',
        'img_path',
        'img_order',
        'img_width',
        'img_height',
        'content_type',
        'variants',
        'placeholder',
        'bytes',
        'alt',
      ],
      mediaRows(p),
    ),
    copy(pool, 'post_likes', ['post_id', 'user_id', 'created_at'], saveRows(p)),
    copy(pool, 'sales', ['post_id', 'seller_id', 'buyer_id', 'created_at'], saleRows(p, ratings)),
  ]);
  Object.assign(counts, { media, saves, sales });
  counts.ratings = await copy(
    pool,
    'ratings',
    ['id', 'post_id', 'campus_id', 'rater_id', 'rated_id', 'role', 'stars', 'comment', 'created_at'],
    ratings,
  );
  phase(`photos (${media}), saves (${saves}), sales (${sales}) and ratings (${counts.ratings})`);
  const [chatCount, members, messages] = await Promise.all([
    copy(
      pool,
      'chats',
      [
        'id',
        'campus_id',
        'user_low',
        'user_high',
        'created_by',
        'last_message_id',
        'last_message_at',
        'last_message_preview',
        'last_message_user_id',
        'created_at',
      ],
      chatRows(p, chats),
    ),
    copy(pool, 'chat_members', ['chat_id', 'user_id', 'last_read_at'], chatMemberRows(p, chats)),
    copy(
      pool,
      'messages',
      ['id', 'chat_id', 'user_id', 'text', 'plain_text', 'shared_post_id', 'created_at'],
      messageRows(p, chats),
    ),
  ]);
  Object.assign(counts, { chats: chatCount, chatMembers: members, messages });
  phase(`chats (${chatCount}) and messages (${messages})`);
  const [notifications, ads, reports, searches] = await Promise.all([
    copy(
      pool,
      'notifications',
      ['id', 'to_user_id', 'from_user_id', 'type', 'post_id', 'chat_id', 'message', 'read', 'created_at'],
      notificationRows(p, chats),
    ),
    copy(
      pool,
      'ads',
      [
        'id',
        'campus_id',
        'post_id',
        'user_id',
        'title',
        'status',
        'cta',
        'duration_minutes',
        'amount_budgeted_cents',
        'start_time',
        'end_time_adjusted',
        'ended_at',
        'last_charged_at',
        'payment_id',
        'created_at',
        'last_modified',
      ],
      adRows(p),
    ),
    copy(
      pool,
      'reports',
      [
        'id',
        'campus_id',
        'reporter_id',
        'target_type',
        'target_id',
        'subject_user_id',
        'reason',
        'note',
        'status',
        'created_at',
        'resolved_at',
      ],
      reportRows(p),
    ),
    copy(
      pool,
      'saved_searches',
      ['id', 'user_id', 'campus_id', 'text', 'lexemes', 'created_at'],
      savedSearchRows(p),
    ),
  ]);
  Object.assign(counts, { notifications, ads, reports, savedSearches: searches });
  await pool.query(
    `insert into campus_moderators (campus_id, user_id, appointed_at) values ('ou', $1, now() - interval '300 days')`,
    [memberId(p, p.moderator)],
  );
  phase(`notifications (${notifications}), ads (${ads}), reports (${reports}), saved searches (${searches})`);

  // What the app derives: a saved search's lexemes (lexemesOf), the campus's lexeme counts (0009).
  await pool.query(
    `update saved_searches s set lexemes = l.lexemes from (
       select text, coalesce(array_agg(distinct w order by w), '{}') as lexemes
       from (select distinct text from saved_searches) t, unnest(tsvector_to_array(to_tsvector('english', text))) w
       group by text) l
     where l.text = s.text`,
  );
  await pool.query(
    `insert into search_lexemes (campus_id, lexeme, posts)
     select p.campus_id, l, count(*)::int from posts p, unnest(tsvector_to_array(p.search_vector)) as l
     where p.post_commented_on is null and p.type = 'post' and p.search_vector is not null
     group by p.campus_id, l`,
  );
  await pool.query('alter table posts enable trigger posts_search_lexemes_insert_trg');
  phase('lexemes of saved searches and of the campuses');

  // The biggest first, so the two connections end together.
  const order = (def: string) => (/using gin/i.test(def) ? 0 : /\bposts\b/.test(def) ? 1 : 2);
  await inParallel(
    pool,
    [
      ...saved.constraints.map((c) => `alter table "${c.table}" add constraint "${c.name}" ${c.def}`),
      ...saved.indexes.map((i) => i.def),
    ].sort((a, b) => order(a) - order(b)),
  );
  phase(`primary keys and indexes (${saved.constraints.length + saved.indexes.length})`);
  await inParallel(pool, foreignKeyStatements(saved.foreignKeys));
  phase(`foreign keys, checked (${saved.foreignKeys.length})`);
  await inParallel(
    pool,
    [...BIG_TABLES, 'users', 'search_lexemes', 'ratings', 'sales', 'reports', 'ads', 'saved_searches'].map(
      (table) => `vacuum analyze "${table}"`,
    ),
  );
  phase('vacuum analyze');
  return { phases, counts, seconds: (performance.now() - t0) / 1000 };
}
