// Search benchmark: `node --import tsx bench/search.ts` (see bench/README.md).
import { performance } from 'node:perf_hooks';
import { SEARCH_LIMITS } from '@campus/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import { createPostgresSearchEngine } from '../apps/server/src/modules/search/postgres-search.engine';
import { captureStatements, runBareSql } from './baseline';
import { openBigData } from './data-source';
import {
  type Cleanup,
  check,
  type Measured,
  measure,
  request,
  runBench,
  type Site,
  startBenchApp,
} from './lib';
import { seedSearchPosts, TERMS } from './search-seed';
import { envNumber } from './settings';

const POSTS = envNumber('BENCH_POSTS', 100_000);
/** bench:data's dataset of this many posts instead of seeding (also with BENCH_DATABASE_URL alone). */
const BIG_DATA = envNumber('BENCH_DATA') ?? (process.env.BENCH_DATABASE_URL ? 0 : undefined);
const ROUNDS = envNumber('BENCH_ROUNDS', 10);
const MAX_RATIO = envNumber('BENCH_MAX_RATIO');
/** Load of each filtered and sorted case and of its bare SQL. */
const SECONDS = envNumber('BENCH_SECONDS', 5);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
/** Fails when a filtered or sorted case's req/s is below this share of its own bare SQL's. */
const MIN_FILTER_RATIO = envNumber('BENCH_MIN_FILTER_RATIO');
/** How many of the filtered and sorted cases to measure, spread over the list (all by default). */
const CASES = envNumber('BENCH_CASES');
const WATCHDOG_MS = 600_000 + 20 * 2 * 10 * 1000;

const since = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** Latency percentiles (ms) of sequential requests. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(site: Site, url: string, cookie: string): Promise<number> {
  const t0 = performance.now();
  const res = await request(site, 'GET', url, { cookie });
  const ms = performance.now() - t0;
  check(res.status === 200, `${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return ms;
}

async function run(cleanup: Cleanup): Promise<void> {
  let t0 = performance.now();
  const { handle, site, cookie, url, config } =
    BIG_DATA === undefined ? await startBenchApp(cleanup) : await openBigData(cleanup, BIG_DATA);
  console.log(`PostgreSQL started, migrated and seeded with the catalogue, app listening, in ${since(t0)}`);
  t0 = performance.now();
  if (BIG_DATA === undefined) {
    await seedSearchPosts(handle.pool, POSTS);
    await seedSoldTextbooks(handle.pool);
    console.log(`Seeded ${POSTS.toLocaleString('en-US')} posts (90% OU, 10% UT) in ${since(t0)}`);
  } else console.log(`On bench:data's dataset (its viewer at OU)`);

  // Correctness first: hits are OU posts, newest first, 10 per page.
  const desk = await request(site, 'GET', '/api/search?q=desk', { cookie });
  check(
    desk.status === 200 && desk.body.posts.length === SEARCH_LIMITS.hitsPerPage,
    'search for desk is wrong',
  );
  check(
    desk.body.posts.every((p: { campusId: string }) => p.campusId === 'ou'),
    'search returned a post of another campus',
  );
  const typo = await request(site, 'GET', '/api/search?q=textbok', { cookie });
  check(typo.body.posts.length > 0, 'the typo fallback found nothing for textbok');
  const ids = (
    await handle.pool.query<{ id: string }>(
      `select id from posts where campus_id = 'ou' order by random() limit ${TERMS.length}`,
    )
  ).rows.map((r) => r.id);

  // Warm-up, then ROUNDS passes over the 40 terms, each search followed by a primary-key lookup.
  for (const term of TERMS) await timed(site, `/api/search?q=${encodeURIComponent(term)}`, cookie);
  const search: number[] = [];
  const people: number[] = [];
  const suggest: number[] = [];
  const byId: number[] = [];
  const perTerm = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, term] of TERMS.entries()) {
      const q = encodeURIComponent(term);
      const ms = await timed(site, `/api/search?q=${q}`, cookie);
      search.push(ms);
      perTerm.set(term, [...(perTerm.get(term) ?? []), ms]);
      byId.push(await timed(site, `/api/posts/${ids[i]}`, cookie));
      people.push(await timed(site, `/api/search/people?q=${q}`, cookie));
      suggest.push(
        await timed(site, `/api/search/suggestions?q=${encodeURIComponent(term.slice(0, 4))}`, cookie),
      );
    }
  }
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const base = stats(byId);
  const rows = [
    ['GET /api/posts/:id (primary key)', base],
    ['GET /api/search?q= (40 terms)', stats(search)],
    ['GET /api/search/people?q=', stats(people)],
    ['GET /api/search/suggestions?q=', stats(suggest)],
  ] as const;
  console.log(`\n${ROUNDS} rounds over ${TERMS.length} terms, one request at a time\n`);
  console.log(`${'endpoint'.padEnd(36)}  p50 ms  p95 ms  p50 ratio  p95 ratio`);
  for (const [name, s] of rows) {
    console.log(
      `${name.padEnd(36)}  ${s.p50.toFixed(2).padStart(6)}  ${s.p95.toFixed(2).padStart(6)}  ${(s.p50 / base.p50).toFixed(2).padStart(9)}  ${(s.p95 / base.p95).toFixed(2).padStart(9)}`,
    );
  }
  const slowest = [...perTerm.entries()]
    .map(([term, xs]) => [term, stats(xs).p50] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(`\nSlowest terms (p50 ms): ${slowest.map(([t, ms]) => `${t} ${ms.toFixed(1)}`).join(', ')}`);
  const ratio = stats(search).p50 / base.p50;
  console.log(`\nsearch p50 / primary-key p50 = ${ratio.toFixed(2)}`);
  console.log(`search p95 / primary-key p95 = ${(stats(search).p95 / base.p95).toFixed(2)}`);

  // The plans of the engine's own SQL, captured through a logging Drizzle.
  const captured: { sql: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => void captured.push({ sql: query, params }),
  };
  const engine = createPostgresSearchEngine(drizzle(handle.pool, { schema, logger }));
  for (const [label, text] of [
    ['a word no post has', 'zeppelin'],
    ['a word of one post (its reference number)', '2718'],
    ['a typo', 'textbok'],
    ['a word of 1 post in 40', 'saxophone'],
    ['a common word', 'desk'],
  ] as const) {
    captured.length = 0;
    await engine.searchPosts({
      campusId: 'ou',
      viewerId: 'bench-viewer',
      text,
      mediaOnly: false,
      filters: { sort: 'newest' },
      limit: SEARCH_LIMITS.hitsPerPage,
    });
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${label} ('${text}'): ${captured.length} queries`);
    for (const query of captured) {
      const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.params,
      );
      for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
      console.log('  --');
    }
  }
  await filteredCases(handle.pool, site, cookie, url, config.DB_POOL_SIZE);
  if (MAX_RATIO !== undefined && ratio > MAX_RATIO) {
    throw new Error(
      `search p50 / primary-key p50 is ${ratio.toFixed(2)}, above BENCH_MAX_RATIO=${MAX_RATIO}`,
    );
  }
}

/** The ISBN of the seeded sold textbooks (seedSoldTextbooks). */
const BENCH_ISBN = '9780134685991';

/** The feed's and search's filters and orders, each against the bare SQL of its own statements. */
const FILTERED = [
  // The reference: the unfiltered feed (its prepared statements), measured the same way.
  ['feed, no filters (reference)', '/api/feed'],
  ['feed, $20–$50, good or better, newest', '/api/feed?minPrice=20&maxPrice=50&condition=new,like_new,good'],
  ['feed, $20–$50, price low to high', '/api/feed?minPrice=20&maxPrice=50&sort=price_asc'],
  ['feed, good or better, price high to low', '/api/feed?condition=new,like_new,good&sort=price_desc'],
  ['feed, free only', '/api/feed?free=true'],
  ['search desk, $20–$50, newest', '/api/search?q=desk&minPrice=20&maxPrice=50'],
  ['search desk, price low to high', '/api/search?q=desk&sort=price_asc'],
  [
    'search desk, good or better, price high to low',
    '/api/search?q=desk&condition=new,like_new,good&sort=price_desc',
  ],
  ['search desk lamp, best match', '/api/search?q=desk%20lamp&sort=best'],
  ['search saxophone, under $100, best match', '/api/search?q=saxophone&maxPrice=100&sort=best'],
  ['search textbok (typo), under $50', '/api/search?q=textbok&maxPrice=50'],
  // The composer's "Sold on this campus" (one indexed query); on seeded data only (seedSoldTextbooks).
  ['price history of one ISBN', `/api/books/price-history?isbn=${BENCH_ISBN}`],
] as const;

/** One in 50 of OU's priced books sold with the same ISBN over the last year (the price history's case). */
async function seedSoldTextbooks(pool: pg.Pool): Promise<void> {
  await pool.query(
    `update posts set isbn13 = $1, status = 'sold', sold_at = now() - (random() * interval '330 days')
     where id in (select id from posts where campus_id = 'ou' and category = 'books, movies, & music'
       and price_cents > 0 order by id limit (select count(*) / 50 from posts where campus_id = 'ou'
       and category = 'books, movies, & music'))`,
    [BENCH_ISBN],
  );
  await pool.query('analyze posts');
}

/** `count` of `list`, its first and last among them, evenly apart; the whole list without a count. */
function spread<T>(list: readonly T[], count: number | undefined): readonly T[] {
  if (count === undefined || count >= list.length) return list;
  if (count <= 1) return list.slice(0, 1);
  return Array.from({ length: count }, (_, i) => list[Math.round((i * (list.length - 1)) / (count - 1))]!);
}

async function filteredCases(pool: pg.Pool, site: Site, cookie: string, url: string, poolSize: number) {
  console.log(`
Filtered and sorted: ${CONNECTIONS} connections, ${SECONDS} s each, against the bare SQL`);
  const rows: { http: Measured; bare: Measured }[] = [];
  // bench:data's dataset has no sold textbooks: the price history is measured on seeded data only.
  const cases = FILTERED.filter(([, path]) => BIG_DATA === undefined || !path.startsWith('/api/books/'));
  for (const [name, path] of spread(cases, CASES)) {
    const first = await request(site, 'GET', path, { cookie });
    const found = first.body.posts ? first.body.posts.length > 0 : first.body.history?.count > 0;
    check(first.status === 200 && found, `${name}: ${first.status}, nothing found`);
    const stages = await captureStatements(pool, () => request(site, 'GET', path, { cookie }));
    const http = await measure(name, site, path, { seconds: SECONDS, connections: CONNECTIONS, cookie });
    const bare = await runBareSql(`bare SQL, ${name}`, url, stages, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      poolSize,
    });
    rows.push({ http, bare });
  }
  console.log(`
${'case'.padEnd(48)}  req/s  p50 ms  bare req/s  / bare SQL`);
  for (const { http, bare } of rows)
    console.log(
      `${http.name.padEnd(48)}  ${http.rps.toFixed(0).padStart(5)}  ${http.p50.toFixed(1).padStart(6)}  ${bare.rps.toFixed(0).padStart(10)}  ${(http.rps / bare.rps).toFixed(3).padStart(10)}`,
    );
  const lowest = Math.min(...rows.map((r) => r.http.rps / r.bare.rps));
  console.log(`
lowest filtered / bare SQL = ${lowest.toFixed(3)}`);
  if (MIN_FILTER_RATIO !== undefined && lowest < MIN_FILTER_RATIO)
    throw new Error(
      `a filtered case / bare SQL is ${lowest.toFixed(3)}, below BENCH_MIN_FILTER_RATIO=${MIN_FILTER_RATIO}`,
    );
}

runBench(run, WATCHDOG_MS);
