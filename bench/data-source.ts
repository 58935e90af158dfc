// Where the big dataset lives: BENCH_DATABASE_URL (a PostgreSQL database of your own) or an embedded
// PostgreSQL kept in DATA_DIR (default: one directory per size under the system's temporary one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { connectDatabase, endPool, ensureDatabase, openPool } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedCatalogue } from '../apps/server/src/db/seed';
import { startEmbeddedPostgres } from '../apps/server/src/platform/database/embedded-postgres';
import { installJobTables } from '../apps/server/src/platform/jobs/job-queue';
import { type BigDataResult, loadBigData } from '../apps/server/src/test/big-data/big-data';
import { curvePages, signIn } from '../apps/server/src/test/big-data/pages';
import { BENCH_SECRET, type Cleanup, listenBenchApp } from './lib';

/** The kept data directory of a size (DATA_DIR when set). */
export function dataDirFor(posts: number): string {
  return process.env.DATA_DIR ?? path.join(os.tmpdir(), 'campus-bench-data', String(posts));
}

/**
 * Settings of the kept cluster: room for the load's WAL and sorts. Durability stays on (fsync):
 * the data is kept for later runs.
 */
const SETTINGS = [
  'max_wal_size=8GB',
  'checkpoint_timeout=30min',
  'shared_buffers=512MB',
  'maintenance_work_mem=256MB',
];

/**
 * The database holding the data: BENCH_DATABASE_URL, or the embedded cluster of DATA_DIR started
 * on a free port (stopped by `cleanup`). `dir` is a data directory for the app (its files).
 */
export async function openBenchDatabase(
  cleanup: Cleanup,
  posts: number,
): Promise<{ url: string; dir: string; where: string }> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-files-'));
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return { url: external, dir, where: 'BENCH_DATABASE_URL' };
  }
  const dir = dataDirFor(posts);
  fs.mkdirSync(dir, { recursive: true });
  // Running as root, postgres runs as a created user that must reach its data directory.
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres({
    dir: path.join(dir, 'postgres'),
    port: 0,
    logger: pino({ level: 'warn' }),
    settings: SETTINGS,
  });
  cleanup.push(() => embedded.stop());
  await ensureDatabase(embedded.adminUrl, 'campus_bench');
  return { url: embedded.urlFor('campus_bench'), dir, where: `DATA_DIR ${dir}` };
}

/** Migrates the database as the server's start does (the catalogue, the job tables). */
export async function migrateBenchDatabase(url: string): Promise<void> {
  const handle = connectDatabase(url, 2);
  try {
    await runMigrations(handle.db);
    await seedCatalogue(handle.db);
    await installJobTables(handle.pool);
  } finally {
    await handle.close();
  }
}

/** Whether the database already holds generated data (its members). */
export async function hasBenchData(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query(`select to_regclass('public.posts') is not null as ok`);
    if (!exists.rows[0].ok) return 0;
    const res = await client.query<{ n: number }>(
      'select count(*)::int as n from posts where post_commented_on is null',
    );
    return res.rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Migrates and loads the dataset, printing each phase; returns what loadBigData measured. */
export async function generateBenchData(
  url: string,
  opts: { posts: number; members: number; seed?: number },
): Promise<BigDataResult & { migrateSeconds: number }> {
  const t0 = performance.now();
  await migrateBenchDatabase(url);
  const migrateSeconds = (performance.now() - t0) / 1000;
  console.log(`  migrate: ${migrateSeconds.toFixed(1)} s`);
  const pool = openPool(url, 8);
  try {
    const result = await loadBigData(pool, { ...opts, log: (line) => console.log(line) });
    return { ...result, migrateSeconds };
  } finally {
    await endPool(pool);
  }
}

/**
 * bench:data's dataset of `posts` posts (its DATA_DIR, or BENCH_DATABASE_URL) with the app on it,
 * signed in as its viewer at OU: for the benches that otherwise seed their own (BENCH_DATA=<posts>).
 */
export async function openBigData(cleanup: Cleanup, posts: number, env: Record<string, string> = {}) {
  const { url, dir, where } = await openBenchDatabase(cleanup, posts);
  if ((await hasBenchData(url)) === 0)
    throw new Error(`${where} holds no data: npm run bench:data -- --posts ${posts}`);
  await migrateBenchDatabase(url);
  const app = await listenBenchApp(cleanup, { url, dir, env });
  const { landmarks, campusPosts } = await curvePages(app.handle.pool);
  const cookie = await signIn(app.handle.pool, landmarks.viewerId, BENCH_SECRET);
  cleanup.push(() => app.handle.pool.query('delete from sessions where user_id = $1', [landmarks.viewerId]));
  return { ...app, url, where, cookie, landmarks, campusPosts };
}
