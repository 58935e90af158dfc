// Durability check: `node --import tsx bench/durability.ts` (see bench/README.md). The server is
// killed with SIGKILL mid-write again and again; every write it acknowledged must be in PostgreSQL,
// whole, with its counters and the chat's last message consistent.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { connectDatabase, type Database, ensureDatabase } from '../apps/server/src/db/client';
import { freePort } from '../apps/server/src/platform/database/embedded-postgres';
import { establishAccount } from '../apps/server/src/test/factories';
import {
  type Cleanup,
  check,
  type Reply,
  request,
  runBench,
  type Site,
  sayLimits,
  startThrowawayPostgres,
} from './lib';
import { ServerProcess } from './server-process';
import { envNumber } from './settings';

const KILLS = envNumber('DURABILITY_KILLS', 20);
/** Gives up (and cleans up) if anything hangs: a start takes seconds, a kill cycle under two. */
const WATCHDOG_MS = (120 + KILLS * 30) * 1000;
const REQUEST_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const doc = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
});

interface Member {
  id: string;
  cookie: string;
}

/** Every write the server answered 2xx, by kind. */
const acked = {
  posts: [] as { id: string; userId: string }[],
  comments: [] as { id: string; parentId: string; userId: string }[],
  saves: [] as { postId: string; userId: string }[],
  messages: [] as { id: string; chatId: string; userId: string }[],
};
let failedWrites = 0;

/** A request that gives up after REQUEST_TIMEOUT_MS; null when the connection failed (a killed server). */
async function send(site: Site, method: string, url: string, opts: { cookie: string; body?: unknown }) {
  const timeout = sleep(REQUEST_TIMEOUT_MS).then(() => null);
  const reply: Reply | null = await Promise.race([
    request(site, method, url, opts).catch(() => null),
    timeout,
  ]);
  if (!reply || reply.status >= 300) failedWrites += 1;
  if (reply && reply.status >= 500) console.log(`  ${method} ${url} answered ${reply.status}`);
  return reply && reply.status < 300 ? reply : null;
}

/** Loops one kind of write until `running()` is false; a failed write is not retried (it may be half-sent). */
async function writeLoop(running: () => boolean, write: (i: number) => Promise<unknown>) {
  for (let i = 0; running(); i++) {
    const ok = await write(i);
    if (!ok) await sleep(50);
  }
}

async function register(site: Site, db: Database, name: string): Promise<Member> {
  const email = `${name.toLowerCase()}@example.com`;
  const body = { email, fullName: `${name} Durable`, password: 'secret123', acceptTerms: true };
  const res = await request(site, 'POST', '/api/accounts/register', { body });
  check(res.status === 200, `registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  const id = res.body.user.id as string;
  // Verified, a member of OU past its first day, with a set-up profile (photo and bio).
  await establishAccount(db, id, {
    campusId: 'ou',
    schoolEmail: `${name.toLowerCase()}@ou.edu`,
    profile: true,
  });
  return { id, cookie: res.cookies.join('; ') };
}

async function run(cleanup: Cleanup): Promise<void> {
  const t0 = performance.now();
  const { dir, adminUrl } = await startThrowawayPostgres(cleanup);
  await ensureDatabase(adminUrl, 'campus_durability');
  const url = new URL(adminUrl);
  url.pathname = '/campus_durability';
  const handle = connectDatabase(url.toString(), 2);
  const pool = handle.pool;
  pool.on('error', () => {});
  cleanup.push(() => handle.close());
  const port = await freePort();
  const site: Site = { port, host: `ou.localhost:${port}` };
  const dataDir = path.join(dir, 'server');
  fs.mkdirSync(dataDir);
  const serverEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'fatal',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    AUTH_SECRET: 'durability-secret-'.padEnd(40, 'x'),
    GEO_GATE: 'false',
    WEB_DIST_DIR: '/nonexistent',
    // The loop writes far faster than a person; the per-member rates would refuse it.
    RATE_LIMIT_MEMBER_FACTOR: '1000',
  };
  sayLimits(serverEnv);
  const server = new ServerProcess(site, serverEnv);
  cleanup.push(() => server.stop('SIGKILL'));
  await server.start();
  console.log(
    `PostgreSQL and the server (pid ${server.pid}) started in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const a = await register(site, handle.db, 'Ada');
  const b = await register(site, handle.db, 'Bo');
  const chat = await request(site, 'POST', '/api/chats', { cookie: a.cookie, body: { userId: b.id } });
  check(chat.status === 200 || chat.status === 201, `starting the chat answered ${chat.status}`);
  const chatId = chat.body.chat.id as string;

  let running = true;
  const isRunning = () => running;
  const savesTried = new Set<string>();
  const loops = [
    writeLoop(isRunning, async (i) => {
      const res = await send(site, 'POST', '/api/posts', {
        cookie: a.cookie,
        body: { uploadIds: [], text: doc(`Durable post ${i}`) },
      });
      if (res) acked.posts.push({ id: res.body.id, userId: a.id });
      return res;
    }),
    writeLoop(isRunning, async (i) => {
      const parent = acked.posts[Math.floor(Math.random() * acked.posts.length)];
      if (!parent) return sleep(50).then(() => true);
      const res = await send(site, 'POST', `/api/posts/${parent.id}/comments`, {
        cookie: b.cookie,
        body: { uploadIds: [], text: doc(`Durable comment ${i}`) },
      });
      if (res) acked.comments.push({ id: res.body.id, parentId: parent.id, userId: b.id });
      return res;
    }),
    // Each post is saved once, never toggled back: an acknowledged save must stay.
    writeLoop(isRunning, async () => {
      const target = acked.posts.find((p) => !savesTried.has(p.id));
      if (!target) return sleep(50).then(() => true);
      savesTried.add(target.id);
      const res = await send(site, 'POST', `/api/posts/${target.id}/like`, { cookie: b.cookie });
      if (res) {
        check(res.body.liked === true, `saving post ${target.id} unsaved it`);
        acked.saves.push({ postId: target.id, userId: b.id });
      }
      return res;
    }),
    ...[a, b].map((m) =>
      writeLoop(isRunning, async (i) => {
        const res = await send(site, 'POST', `/api/chats/${chatId}/messages`, {
          cookie: m.cookie,
          body: { text: doc(`Durable message ${i}`) },
        });
        if (res) acked.messages.push({ id: res.body.id, chatId, userId: m.id });
        return res;
      }),
    ),
  ];

  const total = () => acked.posts.length + acked.comments.length + acked.saves.length + acked.messages.length;
  for (let k = 1; k <= KILLS; k++) {
    const before = total();
    // One to three seconds of writes between kills (each kill lands at a random point of a request).
    await sleep(1000 + Math.random() * 2000);
    // Kill only while writes are flowing, so each kill lands among requests in flight.
    while (total() === before) await sleep(20);
    await server.stop('SIGKILL');
    const tKill = performance.now();
    await server.start();
    console.log(
      `kill ${String(k).padStart(2)}: ${total()} acknowledged so far; back up in ${((performance.now() - tKill) / 1000).toFixed(1)} s`,
    );
  }
  await sleep(500);
  running = false;
  await Promise.all(loops);
  await server.stop('SIGTERM');

  const lost = await findLost(pool);
  const broken = await findInconsistencies(pool);
  console.log(
    `\n${acked.posts.length} posts, ${acked.comments.length} comments, ${acked.saves.length} saves and ` +
      `${acked.messages.length} messages acknowledged; ${failedWrites} writes not acknowledged ` +
      '(the server was down or killed mid-request; not checked)',
  );
  console.log(`${total()} acknowledged, ${lost.length} lost`);
  for (const line of [...lost, ...broken]) console.log(`  ${line}`);
  console.log(broken.length ? `${broken.length} inconsistencies` : 'counters and the chat are consistent');
  check(lost.length === 0 && broken.length === 0, `${lost.length} lost, ${broken.length} inconsistencies`);
}

/** Acknowledged writes that are not in the database (as acknowledged, with their author). */
async function findLost(pool: pg.Pool): Promise<string[]> {
  // Each query answers the key (the values joined by '|') of every acknowledged row it finds whole.
  const missing = async (label: string, sql: string, rows: Record<string, string>[]) => {
    const { rows: found } = await pool.query<{ key: string }>(sql, [JSON.stringify(rows)]);
    const present = new Set(found.map((r) => r.key));
    return rows
      .filter((r) => !present.has(Object.values(r).join('|')))
      .map((r) => `lost ${label}: ${JSON.stringify(r)}`);
  };
  return [
    ...(await missing(
      'post',
      `select p.id || '|' || u.id as key from jsonb_to_recordset($1::jsonb) a(id uuid, "userId" text)
       join posts p on p.id = a.id and p.user_id = a."userId" join users u on u.id = p.user_id
       where p.post_commented_on is null`,
      acked.posts,
    )),
    ...(await missing(
      'comment',
      `select p.id || '|' || p.post_commented_on || '|' || u.id as key
       from jsonb_to_recordset($1::jsonb) a(id uuid, "parentId" uuid, "userId" text)
       join posts p on p.id = a.id and p.post_commented_on = a."parentId" and p.user_id = a."userId"
       join users u on u.id = p.user_id`,
      acked.comments,
    )),
    ...(await missing(
      'save',
      `select l.post_id || '|' || l.user_id as key from jsonb_to_recordset($1::jsonb) a("postId" uuid, "userId" text)
       join post_likes l on l.post_id = a."postId" and l.user_id = a."userId"`,
      acked.saves,
    )),
    ...(await missing(
      'message',
      `select m.id || '|' || m.chat_id || '|' || m.user_id as key
       from jsonb_to_recordset($1::jsonb) a(id uuid, "chatId" uuid, "userId" text)
       join messages m on m.id = a.id and m.chat_id = a."chatId" and m.user_id = a."userId"`,
      acked.messages,
    )),
  ];
}

/** Rows that disagree with each other: counters against rows, the chat's last message against its messages. */
async function findInconsistencies(pool: pg.Pool): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'like_count differs from its saves',
      `select p.id || ': ' || p.like_count || ' vs ' || count(l.user_id) as line from posts p
       left join post_likes l on l.post_id = p.id group by p.id having p.like_count <> count(l.user_id)`,
    ],
    [
      'comment_count differs from its replies',
      `select p.id || ': ' || p.comment_count || ' vs ' || count(c.id) as line from posts p
       left join posts c on c.post_commented_on = p.id group by p.id having p.comment_count <> count(c.id)`,
    ],
    [
      'total_posts differs from the posts',
      `select u.id || ': ' || u.total_posts || ' vs ' || count(p.id) as line from users u
       left join posts p on p.user_id = u.id and p.post_commented_on is null
       group by u.id having u.total_posts <> count(p.id)`,
    ],
    [
      "the chat's last message is not its newest",
      `select c.id || ': ' || coalesce(c.last_message_id::text, 'none') || ' vs ' || coalesce(n.id::text, 'none') as line
       from chats c left join lateral (select m.id, m.created_at from messages m where m.chat_id = c.id
         order by m.created_at desc, m.id desc limit 1) n on true
       where c.last_message_id is distinct from n.id or c.last_message_at is distinct from n.created_at`,
    ],
    [
      'a post or comment without its author',
      `select p.id as line from posts p left join users u on u.id = p.user_id where u.id is null`,
    ],
  ];
  const lines: string[] = [];
  for (const [label, sql] of checks) {
    const { rows } = await pool.query<{ line: string }>(sql);
    for (const r of rows) lines.push(`${label}: ${r.line}`);
  }
  return lines;
}

runBench(run, WATCHDOG_MS);
