// Reads on a replica: `node --import tsx bench/replica.ts` (see bench/README.md). One primary and a
// streaming replica of it (the bundled PostgreSQL's own, as `npm run cluster -- --replica` starts
// it), and two instances of the app on the same data: one with every read on the primary, one with
// DATABASE_READ_URL. The same member loads the feed from each in turn; the bench prints each one's
// throughput and where its reads went: the app's own count (db_reads_total) and the transactions
// each PostgreSQL committed meanwhile (pg_stat_database).
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { startStreamingReplica } from '../apps/server/src/platform/database/streaming-replica';
import {
  type Cleanup,
  check,
  listenBenchApp,
  type Measured,
  measure,
  request,
  runBench,
  type Site,
  seedPosts,
  startBenchApp,
} from './lib';
import { envNumber } from './settings';

const POSTS = envNumber('BENCH_POSTS', 100_000);
const SECONDS = envNumber('BENCH_SECONDS', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
/** Seconds of load on each instance before the measurements, not counted. */
const WARMUP = envNumber('BENCH_WARMUP', 3);
const WATCHDOG_MS = (300 + 6 * SECONDS) * 1000;
const METRICS_TOKEN = 'bench-metrics-token-0001';

const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function scalar(url: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return String(Object.values((await client.query(sql)).rows[0] as object)[0]);
  } finally {
    await client.end();
  }
}

/** Transactions committed so far in the bench's database on the server at `url`. */
const commits = async (url: string) =>
  Number(await scalar(url, `select xact_commit from pg_stat_database where datname = current_database()`));

/** The app's count of read-only requests by the database they read from (its Prometheus metrics). */
async function readsBy(site: Site): Promise<Record<string, number>> {
  const res = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: '/api/metrics',
        headers: { host: 'localhost', authorization: `Bearer ${METRICS_TOKEN}` },
      },
      (r) => {
        let body = '';
        r.on('data', (c) => {
          body += c;
        });
        r.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end();
  });
  const out: Record<string, number> = {};
  for (const line of res.split('\n')) {
    const m = /^db_reads_total\{database="([^"]+)"\} (\d+(?:\.\d+)?)/.exec(line);
    if (m) out[m[1]!] = Number(m[2]);
  }
  // With no replica the app counts nothing: every read is the primary's.
  check(res.includes('process_cpu_user_seconds_total'), `the metrics answered: ${res.slice(0, 200)}`);
  return out;
}

async function run(cleanup: Cleanup): Promise<void> {
  let t0 = performance.now();
  const env = { METRICS_TOKEN };
  const primary = await startBenchApp(cleanup, env);
  await seedPosts(primary.handle.pool, primary.userId, POSTS);
  await primary.handle.pool.query('analyze');
  console.log(
    `Primary started and seeded with ${num(POSTS)} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  t0 = performance.now();
  const replica = await startStreamingReplica({
    primaryAdminUrl: primary.adminUrl,
    dir: path.join(primary.dir, 'replica'),
    logger: pino({ level: 'warn' }),
  });
  cleanup.push(() => replica.stop());
  const replicaUrl = replica.urlFor('campus_bench');
  // Caught up: the replica has replayed everything written so far.
  const head = await scalar(primary.url, 'select pg_current_wal_lsn()::text');
  for (let i = 0; ; i++) {
    const behind = await scalar(replicaUrl, `select pg_last_wal_replay_lsn() < '${head}'::pg_lsn`).catch(
      () => 'true',
    );
    if (behind === 'false') break;
    check(i < 1200, 'the replica did not catch up within a minute');
    await new Promise((r) => setTimeout(r, 50));
  }
  console.log(
    `Streaming replica copied, started and caught up in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const withReplica = await listenBenchApp(cleanup, {
    url: primary.url,
    dir: primary.dir,
    env: { ...env, DATABASE_READ_URL: replicaUrl },
    quiet: true,
  });
  const sites = [
    { label: 'primary alone', site: primary.site },
    { label: 'reads on the replica', site: withReplica.site },
  ];
  const cookie = primary.cookie;
  for (const { label, site } of sites) {
    const page = await request(site, 'GET', '/api/feed', { cookie });
    check(page.status === 200 && page.body.posts.length > 0, `the feed (${label}) answered ${page.status}`);
  }

  console.log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS} s each, after a ${WARMUP} s warm-up of each\n`);
  const opts = { seconds: SECONDS, connections: CONNECTIONS, cookie };
  for (const { site } of sites) await measure('warm-up', site, '/api/feed', { ...opts, seconds: WARMUP });
  const rows: { label: string; m: Measured; appShare: number; dbShare: number; replicaCommits: number }[] =
    [];
  // Twice each, alternating, so a drift of the machine shows rather than favouring one.
  for (const round of [1, 2]) {
    for (const { label, site } of sites) {
      const readsBefore = await readsBy(site);
      const [pBefore, rBefore] = await Promise.all([commits(primary.url), commits(replicaUrl)]);
      const m = await measure(`GET feed, ${label} (${round})`, site, '/api/feed', opts);
      const [pAfter, rAfter] = await Promise.all([commits(primary.url), commits(replicaUrl)]);
      const readsAfter = await readsBy(site);
      const delta = (key: string) => (readsAfter[key] ?? 0) - (readsBefore[key] ?? 0);
      const totalReads = Object.keys(readsAfter).reduce((sum, key) => sum + delta(key), 0);
      const onPrimary = pAfter - pBefore;
      const onReplica = rAfter - rBefore;
      rows.push({
        label: `${label} (${round})`,
        m,
        appShare: totalReads === 0 ? 1 : delta('primary') / totalReads,
        dbShare: onPrimary / Math.max(1, onPrimary + onReplica),
        replicaCommits: onReplica,
      });
    }
  }

  const header = ['GET /api/feed', 'req/s', 'p50 ms', 'p99 ms', 'reads on primary', 'primary commits share'];
  const lines = [
    header,
    ...rows.map((r) => [
      r.label,
      num(r.m.rps),
      num(r.m.p50, 1),
      num(r.m.p99, 1),
      `${(r.appShare * 100).toFixed(0)} %`,
      `${(r.dbShare * 100).toFixed(0)} %`,
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  console.log(
    lines
      .map((l) => l.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '))
      .join('\n'),
  );
  const mean = (which: string) => {
    const picked = rows.filter((r) => r.label.startsWith(which));
    return picked.reduce((s, r) => s + r.m.rps, 0) / picked.length;
  };
  const onReplica = rows.filter((r) => r.label.startsWith('reads on the replica'));
  const share = onReplica.reduce((s, r) => s + r.appShare, 0) / onReplica.length;
  console.log(
    `\nreplica / primary alone, feed req/s = ${(mean('reads on the replica') / mean('primary alone')).toFixed(2)}`,
  );
  console.log(
    `primary's share of the feed's reads: 100 % alone, ${(share * 100).toFixed(0)} % with the replica`,
  );
  check(
    onReplica.every((r) => r.replicaCommits > 0),
    'the instance with DATABASE_READ_URL sent no read to the replica',
  );
}

runBench(run, WATCHDOG_MS);
