// Soak: `node --import tsx bench/soak.ts [--minutes N]` (see bench/README.md). A steady, modest mix
// of feed reads, posts, comments, chat messages and WebSocket connections against one server on
// loopback; every minute it prints the requests, the errors and the process's memory.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { establishAccount } from '../apps/server/src/test/factories';
import { type Cleanup, check, request, runBench, type Site, startBenchApp } from './lib';
import { BenchSocket } from './ws-client';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '30' } } });
const MINUTES = Number(values.minutes);
if (!(MINUTES > 0 && MINUTES <= 24 * 60)) throw new Error('--minutes must be between 0 and 1440');
/** Gives up (and cleans up) a little after the soak should have ended. */
const WATCHDOG_MS = (MINUTES * 60 + 180) * 1000;
/** WebSocket connections open at once; each stays 2–5 s, then another replaces it. */
const SOCKETS = 5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const doc = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
});
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Kind = 'feed' | 'post' | 'comment' | 'message' | 'socket';
const counts: Record<Kind, number> = { feed: 0, post: 0, comment: 0, message: 0, socket: 0 };
const errors: string[] = [];

/** Counts one request of `kind`; anything but 2xx (or a failed connection) is an error. */
async function call(
  kind: Kind,
  site: Site,
  method: string,
  url: string,
  opts: { cookie: string; body?: unknown },
) {
  counts[kind] += 1;
  try {
    const res = await request(site, method, url, opts);
    if (res.status >= 300) errors.push(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.status < 300 ? res : null;
  } catch (err) {
    errors.push(`${method} ${url}: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

/**
 * Opens /api/ws as the member, waits for the server's `ready` frame (10 s at most), holds the
 * connection for `holdMs`, then closes it.
 */
async function socketSession(site: Site, cookie: string, holdMs: number): Promise<void> {
  const socket = await BenchSocket.open(site, cookie, 10_000);
  await sleep(holdMs);
  socket.close();
}

async function run(cleanup: Cleanup): Promise<void> {
  const { handle, site, cookie, userId } = await startBenchApp(cleanup, {
    // A soak writes faster than a person; the per-member rates would refuse it.
    RATE_LIMIT_MEMBER_FACTOR: '1000',
  });
  const profile = `image = '/files/x.jpg?v=1', bio = 'Hi', profile_set_up = true`;
  await handle.pool.query(`update users set ${profile} where id = $1`, [userId]);
  const body = {
    email: 'soak.friend@example.com',
    fullName: 'Soak Friend',
    password: 'secret123',
    acceptTerms: true,
  };
  const friend = await request(site, 'POST', '/api/accounts/register', { body });
  check(friend.status === 200, `registering the second member answered ${friend.status}`);
  const friendCookie = friend.cookies.join('; ');
  await establishAccount(handle.db, friend.body.user.id, {
    campusId: 'ou',
    schoolEmail: 'soak.friend@ou.edu',
    profile: true,
  });
  const chat = await request(site, 'POST', '/api/chats', { cookie, body: { userId: friend.body.user.id } });
  check(chat.status < 300, `starting the chat answered ${chat.status}`);
  const chatId = chat.body.chat.id as string;
  const postIds: string[] = [];

  const t0 = performance.now();
  const endAt = t0 + MINUTES * 60_000;
  const running = () => performance.now() < endAt;
  // Each loop paces itself; together about 25 requests a second plus the sockets.
  const loop = async (pauseMs: number, step: (i: number) => Promise<unknown>) => {
    for (let i = 0; running(); i++) {
      await step(i);
      await sleep(pauseMs);
    }
  };
  const loops = [
    loop(50, async (i) => {
      const first = await call('feed', site, 'GET', '/api/feed', { cookie: i % 2 ? cookie : friendCookie });
      if (first?.body.nextCursor)
        await call('feed', site, 'GET', `/api/feed?cursor=${first.body.nextCursor}`, { cookie });
    }),
    loop(1000, async (i) => {
      const res = await call('post', site, 'POST', '/api/posts', {
        cookie,
        body: { uploadIds: [], text: doc(`Soak post ${i}: desk lamp, barely used`) },
      });
      if (res) postIds.push(res.body.id);
    }),
    loop(500, async (i) => {
      const parent = postIds[Math.floor(Math.random() * postIds.length)];
      if (!parent) return;
      await call('comment', site, 'POST', `/api/posts/${parent}/comments`, {
        cookie: friendCookie,
        body: { uploadIds: [], text: doc(`Soak comment ${i}`) },
      });
    }),
    loop(250, (i) =>
      call('message', site, 'POST', `/api/chats/${chatId}/messages`, {
        cookie: i % 2 ? cookie : friendCookie,
        body: { text: doc(`Soak message ${i}`) },
      }),
    ),
    ...Array.from({ length: SOCKETS }, () =>
      loop(0, async () => {
        counts.socket += 1;
        await socketSession(site, cookie, 2000 + Math.random() * 3000).catch((err: unknown) =>
          errors.push(`socket: ${err instanceof Error ? err.message : String(err)}`),
        );
      }),
    ),
  ];

  const report = (label: string) => {
    const m = process.memoryUsage();
    const done = Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(
      `${label.padStart(7)}: ${done}; errors ${errors.length}; ` +
        `rss ${mb(m.rss)}, heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)}`,
    );
  };
  console.log(
    `Soak for ${MINUTES} min against ${site.host} (127.0.0.1:${site.port}); server and load share this process`,
  );
  report('min 0');
  const reporter = setInterval(() => report(`min ${Math.round((performance.now() - t0) / 60_000)}`), 60_000);
  await Promise.all(loops);
  clearInterval(reporter);
  report('end');
  const { rows } = await handle.pool.query<{ posts: number; messages: number }>(
    `select (select count(*)::int from posts) as posts, (select count(*)::int from messages) as messages`,
  );
  console.log(`In the database: ${rows[0]!.posts} posts and comments, ${rows[0]!.messages} messages`);
  for (const e of errors.slice(0, 20)) console.log(`  ${e}`);
  check(errors.length === 0, `${errors.length} errors during the soak`);
  console.log('No errors.');
}

runBench(run, WATCHDOG_MS);
