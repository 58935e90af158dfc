// The cost curve: `node --import tsx bench/curve.ts --sizes 10000,100000,1000000` (see bench/README.md).
// At each size of the big dataset (bench:data, generated when the size's DATA_DIR is empty), each
// page through the real app one request at a time (p50, p99; p95 for search) beside the bare SQL of
// the statements it sent, and whether each statement's plan reads the big tables through indexes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { endPool, openPool } from '../apps/server/src/db/client';
import { curvePages, signIn } from '../apps/server/src/test/big-data/pages';
import { describePlan, planOf, planProblems } from '../apps/server/src/test/big-data/plans';
import { captureStatements, type Stages } from './baseline';
import { generateBenchData, hasBenchData, migrateBenchDatabase, openBenchDatabase } from './data-source';
import { BENCH_SECRET, type Cleanup, check, listenBenchApp, request, runBench, type Site } from './lib';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    /** Seconds of requests per page (and as many of its bare SQL), at least `min` requests. */
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '3' },
    min: { type: 'string', default: '100' },
    /** Generates each size into a temporary DATA_DIR, removed at the end (the quick pass in npm test). */
    temp: { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes!.split(',').map(Number);
const SECONDS = Number(values.seconds);
const MIN_REQUESTS = Number(values.min);
if (process.env.BENCH_DATABASE_URL && SIZES.length > 1)
  throw new Error('BENCH_DATABASE_URL holds one size: give one --sizes');

const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

interface Result {
  name: string;
  p50: number;
  tail: number;
  bareP50: number;
  bareTail: number;
  problems: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One request at a time for SECONDS (at least MIN_REQUESTS): latencies in ms, sorted. */
async function timeSequential(site: Site, url: string, cookie: string): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end || latencies.length < MIN_REQUESTS) {
    const t0 = performance.now();
    const res = await request(site, 'GET', url, { cookie });
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  return latencies.sort((a, b) => a - b);
}

/** One size of the dataset, opened (generated first when empty) with the app listening on it. */
async function openSize(cleanup: Cleanup, posts: number) {
  if (values.temp) {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-curve-'));
    process.env.DATA_DIR = temp;
    cleanup.push(() => fs.rmSync(temp, { recursive: true, force: true }));
  }
  const { url, dir, where } = await openBenchDatabase(cleanup, posts);
  let held = await hasBenchData(url);
  if (held === 0) {
    console.log(`\n${where} is empty: generating ${posts.toLocaleString('en-US')} posts (bench:data)`);
    await generateBenchData(url, { posts, members: Math.max(1000, Math.round(posts / 10)) });
    held = await hasBenchData(url);
  } else await migrateBenchDatabase(url);
  const { handle, site, config } = await listenBenchApp(cleanup, { url, dir, quiet: true });
  const pool = handle.pool;
  const { landmarks: lm, campusPosts, pages } = await curvePages(pool);
  const sessions = await Promise.all([
    signIn(pool, lm.viewerId, BENCH_SECRET),
    signIn(pool, lm.moderatorId, BENCH_SECRET),
  ]);
  cleanup.push(() =>
    pool.query('delete from sessions where user_id = any($1)', [[lm.viewerId, lm.moderatorId]]),
  );
  console.log(
    `${posts.toLocaleString('en-US')} posts: ${held.toLocaleString('en-US')} top-level, ${campusPosts.toLocaleString('en-US')} at ${lm.campusId}; ${where}`,
  );
  return {
    posts,
    url,
    site,
    pool,
    config,
    pages,
    campusPosts,
    cookies: { viewer: sessions[0], moderator: sessions[1] },
  };
}

/** One page at one size: its plans, then its latencies through the app and bare. */
async function measurePage(size: Awaited<ReturnType<typeof openSize>>, i: number): Promise<Result> {
  const { site, pool, url, config, campusPosts } = size;
  const page = size.pages[i]!;
  const cookie = size.cookies[page.who];
  const first = await request(site, 'GET', page.url, { cookie });
  check(first.status === 200, `${page.name}: ${first.status} ${first.text.slice(0, 200)}`);
  const stages: Stages = await captureStatements(pool, () => request(site, 'GET', page.url, { cookie }));
  const problems: string[] = [];
  for (const st of stages.flat()) {
    const nodes = await planOf(pool, st.text, st.values);
    // At 10k the tables fit in a few pages: a sequential scan is then the planner's right choice.
    const found = size.posts >= 100_000 ? planProblems(nodes, campusPosts / 20) : [];
    if (found.length > 0) {
      problems.push(...found);
      if (process.env.BENCH_EXPLAIN)
        console.log(`  ${page.name}: ${st.text.replace(/\s+/g, ' ').slice(0, 300)}\n${describePlan(nodes)}`);
    }
  }
  const http = await timeSequential(site, page.url, cookie);
  const tailP = page.search ? 95 : 99;
  const bareSorted = await bareLatencies(url, stages, config.DB_POOL_SIZE);
  const r: Result = {
    name: page.name,
    p50: percentile(http, 50),
    tail: percentile(http, tailP),
    bareP50: percentile(bareSorted, 50),
    bareTail: percentile(bareSorted, tailP),
    problems,
  };
  console.log(
    `  ${label(size.posts).padStart(4)} ${page.name.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p${tailP} ${r.tail.toFixed(1).padStart(6)} ms  bare p50 ${r.bareP50.toFixed(1).padStart(6)} ms  ${stages.flat().length} statements${problems.length ? `  PLAN: ${problems.join('; ')}` : ''}`,
  );
  return r;
}

/**
 * The bare SQL's latencies, one execution at a time: the captured stages replayed through node-postgres
 * (each stage's statements at once, as the request sent them), no HTTP, no app code.
 */
async function bareLatencies(url: string, stages: Stages, poolSize: number): Promise<number[]> {
  const pool = openPool(url, poolSize);
  try {
    const run = async () => {
      for (const stage of stages)
        await Promise.all(
          stage.map((s) =>
            pool.query(
              s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values },
            ),
          ),
        );
    };
    for (let i = 0; i < Math.min(5, MIN_REQUESTS); i++) await run();
    const latencies: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    while (performance.now() < end || latencies.length < MIN_REQUESTS) {
      const t0 = performance.now();
      await run();
      latencies.push(performance.now() - t0);
    }
    return latencies.sort((a, b) => a - b);
  } finally {
    await endPool(pool);
  }
}

runBench(async (cleanup) => {
  console.log(
    `Cost curve at ${SIZES.map(label).join(', ')} posts: one request at a time, ${SECONDS} s (at least ${MIN_REQUESTS} requests) per page and as long for its bare SQL; ${os.cpus().length} cores`,
  );
  // Every size open at once, each page measured at every size in turn: a shared machine's load
  // moves over minutes, so the sizes of one page are compared within the same half-minute.
  const sizes = [];
  for (const posts of SIZES) sizes.push(await openSize(cleanup, posts));
  const bySize = sizes.map((size) => ({ posts: size.posts, results: [] as Result[] }));
  for (let i = 0; i < sizes[0]!.pages.length; i++) {
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)}`);
    for (const [k, size] of sizes.entries()) bySize[k]!.results.push(await measurePage(size, i));
  }

  const names = bySize[0]!.results.map((r) => r.name);
  const header = [
    'operation',
    ...bySize.flatMap(({ posts }) => [
      `${label(posts)} p50`,
      `${label(posts)} p99*`,
      `${label(posts)} /bare`,
    ]),
  ];
  const rows = names.map((name, i) => [
    name,
    ...bySize.flatMap(({ results }) => {
      const r = results[i]!;
      return [r.p50.toFixed(1), r.tail.toFixed(1), (r.p50 / r.bareP50).toFixed(2)];
    }),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((l) => l[i]!.length)));
  console.log(`\nms, one request at a time (* p95 for search rows); /bare = p50 / the bare SQL's p50\n`);
  for (const l of [header, ...rows])
    console.log(l.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));

  const at = (posts: number, name: string) =>
    bySize.find((s) => s.posts === posts)?.results.find((r) => r.name.startsWith(name));
  const smallest = bySize[0]!.posts;
  const largest = bySize.at(-1)!.posts;
  console.log('');
  if (largest > smallest) {
    for (const name of ['feed, first page', 'feed, cursor mid-campus', 'post page']) {
      const a = at(smallest, name)!;
      const b = at(largest, name)!;
      console.log(
        `${name} p99 ${label(largest)} / ${label(smallest)} = ${(b.tail / a.tail).toFixed(2)} (goal ≤ 1.5)`,
      );
    }
    const mid = bySize.length > 1 ? bySize.at(-2)!.posts : smallest;
    for (const r of bySize.at(-1)!.results.filter((x) => x.name.startsWith('search'))) {
      const a = at(mid, r.name)!;
      console.log(
        `${r.name} p95 ${label(largest)} / ${label(mid)} = ${(r.tail / a.tail).toFixed(2)} (goal ≤ 2)`,
      );
    }
  }
  for (const { posts, results } of bySize) {
    const slowest = [...results].sort((a, b) => b.tail - a.tail)[0]!;
    const highest = Math.max(...results.map((r) => r.p50 / r.bareP50));
    console.log(
      `curve ${label(posts)}: ${results.length} pages, slowest tail ${slowest.tail.toFixed(1)} ms (${slowest.name}), highest p50 / bare SQL ${highest.toFixed(2)}`,
    );
  }
  const planned = bySize.flatMap(({ posts, results }) =>
    results
      .filter((r) => r.problems.length)
      .map((r) => `${label(posts)} ${r.name}: ${r.problems.join('; ')}`),
  );
  console.log(
    planned.length
      ? `Plans not on indexes:\n  ${planned.join('\n  ')}`
      : bySize.every((b) => b.posts < 100_000)
        ? 'plans not read below 100k posts (the tables fit in a few pages)'
        : `every statement reads the big tables through an index${bySize.some((b) => b.posts < 100_000) ? ' (plans read from 100k posts up)' : ''}`,
  );
}, 6 * 3_600_000);
