// A CPU profile of the server's main thread while it serves one page under load (see
// bench/README.md, "Profiling"); only the measured seconds are recorded, not the set-up:
//   node --import tsx bench/profile.ts [feed|post|chat|send|health|home] [out.cpuprofile]
// (`send`: POST /api/chats/:id/messages, a text message each time; `home`: the member's /home as the
// server renders it, from the built web app, apps/web/dist and dist-ssr)
//   node bench/profile-summary.mjs out.cpuprofile
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { BENCH_SECRET, type Cleanup, measure, runBench, seedPosts, startBenchApp, WEB_DIST } from './lib';
import { seedChat, seedCommentTree, seedMembers } from './seed-pages';
import { envNumber } from './settings';

const SECONDS = envNumber('BENCH_SECONDS', 15);
const POSTS = envNumber('BENCH_POSTS', 20_000);
/** Seconds of load before the profile starts, not recorded. */
const WARMUP = envNumber('BENCH_WARMUP', 3);
const page = process.argv[2] ?? 'feed';
const out = process.argv[3] ?? `/tmp/campus-${page}.cpuprofile`;

async function run(cleanup: Cleanup): Promise<void> {
  // Sending is limited per member: one sender here sends thousands of messages a minute.
  const { handle, site, cookie, userId } = await startBenchApp(cleanup, {
    RATE_LIMIT_MEMBER_FACTOR: '1000',
    ...(page === 'home' ? { WEB_DIST_DIR: WEB_DIST } : {}),
  });
  await seedPosts(handle.pool, userId, POSTS);
  const [other] = await seedMembers(handle.pool, BENCH_SECRET, 1, 'friend');
  const chatId = await seedChat(handle.pool, userId, other!.id, 200);
  const urls: Record<string, string> = {
    feed: '/api/feed',
    post: `/api/posts/${await seedCommentTree(handle.pool, userId, 500)}`,
    chat: `/api/chats/${chatId}/messages`,
    // The same chat: a text message into it each time.
    send: `/api/chats/${chatId}/messages`,
    health: '/api/health',
    home: '/home',
  };
  const url = urls[page];
  if (!url) throw new Error(`unknown page ${page}: one of ${Object.keys(urls).join(', ')}`);
  await handle.pool.query('analyze');
  const text = {
    root: {
      type: 'root',
      version: 1,
      children: [
        { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Still there?' }] },
      ],
    },
  };
  const opts = { seconds: WARMUP, connections: 10, cookie, ...(page === 'send' ? { post: { text } } : {}) };
  await measure('warm-up', site, url, opts);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const m = await measure(page, site, url, { ...opts, seconds: SECONDS });
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  fs.writeFileSync(out, JSON.stringify(profile));
  console.log(`${page}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms; profile in ${out}`);
}

runBench(run, (120 + SECONDS) * 1000);
