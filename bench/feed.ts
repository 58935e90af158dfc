// Feed benchmark: `node --import tsx bench/feed.ts` (see bench/README.md).
import { performance } from 'node:perf_hooks';
import { PAGE_SIZES } from '@campus/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema';
import { encodeCursor } from '../apps/server/src/lib/cursor';
import { listFeed } from '../apps/server/src/modules/posts/posts.repository';
import {
  type Cleanup,
  check,
  explain,
  type Measured,
  measure,
  request,
  runBench,
  seedPosts,
  startBenchApp,
  table,
} from './lib';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MIN_RATIO = process.env.BENCH_MIN_RATIO ? Number(process.env.BENCH_MIN_RATIO) : undefined;
const PAGES = 20;
/** Gives up (and cleans up) if anything hangs. */
const WATCHDOG_MS = (240 + 6 * SECONDS) * 1000;

const since = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

async function run(cleanup: Cleanup): Promise<void> {
  let t0 = performance.now();
  const { handle, site, cookie, userId } = await startBenchApp(cleanup);
  console.log(`PostgreSQL started, migrated and seeded with the catalogue, app listening, in ${since(t0)}`);

  t0 = performance.now();
  await seedPosts(handle.pool, userId, POSTS);
  const media = await handle.pool.query<{ n: number }>('select count(*)::int as n from post_media');
  console.log(
    `Seeded ${POSTS.toLocaleString('en-US')} posts and ${media.rows[0]!.n.toLocaleString('en-US')} photos in ${since(t0)}`,
  );

  // The feed answers as it should before it is timed: 401 for a guest, full pages for the member.
  check((await request(site, 'GET', '/api/feed')).status === 401, 'a guest was not refused the private feed');
  let page = await request(site, 'GET', '/api/feed', { cookie });
  check(
    page.status === 200 && page.body.posts.length === PAGE_SIZES.feedFirst,
    'the first feed page is wrong',
  );
  for (let i = 1; i < PAGES; i++) {
    page = await request(site, 'GET', `/api/feed?cursor=${page.body.nextCursor}`, { cookie });
    check(
      page.status === 200 && page.body.posts.length === PAGE_SIZES.feedNext,
      `feed page ${i + 1} is wrong`,
    );
  }
  const afterPages = page.body.nextCursor as string;
  const middle = await handle.pool.query<{ id: string; last_modified: Date }>(
    `select id, last_modified from posts where campus_id = 'ou' and post_commented_on is null
     order by last_modified desc, id desc offset $1 limit 1`,
    [Math.floor(POSTS / 2)],
  );
  const mid = middle.rows[0]!;
  const midCursor = encodeCursor({ t: mid.last_modified.toISOString(), id: mid.id });

  console.log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS} s each, after a 3 s warm-up\n`);
  const opts = { seconds: SECONDS, connections: CONNECTIONS, cookie };
  await measure('warm-up', site, '/api/feed', { ...opts, seconds: 3 });
  const health = await measure('GET /api/health', site, '/api/health', opts);
  const rows: Measured[] = [
    health,
    await measure('GET /api/feed (first page)', site, '/api/feed', opts),
    await measure(
      `GET /api/feed?cursor (after ${PAGES} pages)`,
      site,
      `/api/feed?cursor=${afterPages}`,
      opts,
    ),
    await measure(
      `GET /api/feed?cursor (post ${Math.floor(POSTS / 2).toLocaleString('en-US')})`,
      site,
      `/api/feed?cursor=${midCursor}`,
      opts,
    ),
  ];
  console.log(table(rows, health));
  const [, first, deep, deepest] = rows as [Measured, Measured, Measured, Measured];
  const ratio = first.rps / health.rps;
  console.log(`\nfeed / health          = ${ratio.toFixed(3)}`);
  console.log(`deep cursor / health   = ${(deep.rps / health.rps).toFixed(3)}`);
  console.log(`middle cursor / health = ${(deepest.rps / health.rps).toFixed(3)}`);

  // The plans of the feed's own SQL, as listFeed builds it (captured through a logging Drizzle).
  const captured: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };
  const capture = drizzle(handle.pool, { schema, logger });
  // As a signed-in reader sees it: with the block filter (a primary-key probe of user_blocks).
  const viewer = 'bench-viewer';
  await listFeed(capture, 'ou', viewer, PAGE_SIZES.feedFirst);
  await listFeed(capture, 'ou', viewer, PAGE_SIZES.feedNext, { lastModified: mid.last_modified, id: mid.id });
  for (const [label, query] of [
    ['first page', captured[0]!],
    ['middle cursor', captured[1]!],
  ] as const) {
    const { plan, usesIndex } = await explain(handle.pool, query, 'posts_feed_idx');
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS), ${label}: ${usesIndex ? 'uses' : 'does NOT use'} posts_feed_idx`,
    );
    for (const line of plan) console.log(`  ${line}`);
  }

  if (MIN_RATIO !== undefined && ratio < MIN_RATIO) {
    throw new Error(`feed / health is ${ratio.toFixed(3)}, below BENCH_MIN_RATIO=${MIN_RATIO}`);
  }
}

runBench(run, WATCHDOG_MS);
