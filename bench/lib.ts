import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase, type DatabaseHandle, ensureDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedCatalogue } from '../apps/server/src/db/seed';
import { startMailWorker } from '../apps/server/src/modules/mail/mail.worker';
import { freePort, startEmbeddedPostgres } from '../apps/server/src/platform/database/embedded-postgres';
import { NO_GEO_LOOKUP } from '../apps/server/src/platform/geo/geo-lookup';
import { createJobQueue, installJobTables } from '../apps/server/src/platform/jobs/job-queue';
import { createMailTransport } from '../apps/server/src/platform/mail/mail-transport';
import { createMemoryBus } from '../apps/server/src/platform/realtime/bus';
import { establishAccount } from '../apps/server/src/test/factories';

// The measurements live in measure.ts; the benches import everything from here.
export { explain, type Measured, measure, table } from './measure';

/** Shutdown steps, run newest first; a failing step does not stop the others. */
export class Cleanup {
  private steps: (() => unknown)[] = [];
  push(step: () => unknown): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      await Promise.resolve()
        .then(step)
        .catch((err: unknown) => console.error(`  (cleanup step failed: ${String(err)})`));
    }
  }
}

/** A PostgreSQL cluster in a new temporary directory, with an empty `campus_bench` database. */
export async function startThrowawayPostgres(
  cleanup: Cleanup,
  settings?: string[],
): Promise<{ dir: string; adminUrl: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  // Running as root, postgres runs as a created user that must reach its data directory.
  fs.chmodSync(dir, 0o755);
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const logger = pino({ level: 'warn' });
  const embedded = await startEmbeddedPostgres({
    dir: path.join(dir, 'postgres'),
    port: 0,
    logger,
    settings,
  });
  cleanup.push(() => embedded.stop());
  return { dir, adminUrl: embedded.adminUrl };
}

/**
 * Runs a benchmark: its cleanup runs however it ends (done, failed, crashed, timed out after
 * `watchdogMs`, or Ctrl-C), then the process exits 0 or 1 with `Benchmark failed: …`.
 */
export function runBench(run: (cleanup: Cleanup) => Promise<void>, watchdogMs: number): void {
  const cleanup = new Cleanup();
  let stopping = false;
  const stop = async (code: number, message?: string) => {
    // The first end wins: a run failing because its cleanup began must not exit before it is done.
    if (stopping) return;
    stopping = true;
    if (message) console.error(`\n${message}`);
    await cleanup.run();
    process.exit(code);
  };
  setTimeout(() => void stop(1, `Benchmark timed out after ${watchdogMs / 1000} s.`), watchdogMs).unref();
  process.once('SIGINT', () => void stop(130, 'Interrupted.'));
  // A crash would otherwise leave its PostgreSQL running and its directory behind.
  process.on('uncaughtException', (err) => {
    console.error(err);
    void stop(1, `Benchmark failed: ${err.message} (uncaught)`);
  });
  run(cleanup).then(
    () => stop(0),
    (err: unknown) => stop(1, `Benchmark failed: ${err instanceof Error ? err.message : String(err)}`),
  );
}

export function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(what);
}

/** Why a bench may relax a safety setting; a bench relaxing one says so (`sayLimits`). */
const RELAXED: Record<string, string> = {
  RATE_LIMIT_MEMBER_FACTOR: 'per-member rates multiplied: the bench writes faster than a person',
  RATE_LIMIT_IP_FACTOR: 'per-address rates multiplied: every simulated member shares 127.0.0.1',
  GEO_GATE: 'country gate off: loopback has no country',
};

/**
 * Prints the limits the bench runs under: every limit as in production (new accounts' included: the
 * bench's members are past their first day), but the ones `env` relaxes, each with its reason.
 */
export function sayLimits(env: Record<string, string>): void {
  const relaxed = Object.entries(env)
    .filter(([name]) => name in RELAXED)
    .map(([name, value]) => `${name}=${value} (${RELAXED[name]})`);
  console.log(
    `Limits: as in production${relaxed.length ? `, except ${relaxed.join('; ')}` : ''}. Members are past their first day.`,
  );
}

/** The app's secret in the benches (signs session cookies: bench/seed-pages.ts signs its own). */
export const BENCH_SECRET = 'bench-secret-'.padEnd(40, 'x');

/**
 * The app as server.ts builds it (minus the GeoIP data; the mail worker sends to the dev inbox) on
 * the database at `url`, listening on a free loopback port; `migrate` migrates and seeds the
 * catalogue first. A second one on the same database is another instance (bench/replica.ts).
 */
export async function listenBenchApp(
  cleanup: Cleanup,
  opts: { url: string; dir: string; env?: Record<string, string>; migrate?: boolean; quiet?: boolean },
) {
  const env = opts.env ?? {};
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: opts.dir,
    DATABASE_URL: opts.url,
    GEO_GATE: 'false',
    WEB_DIST_DIR: '/nonexistent',
    // Replies are checked against zod in tests; a bench measures the production path.
    CHECK_RESPONSES: 'false',
    ...env,
  });
  if (!opts.quiet) sayLimits({ GEO_GATE: 'false', ...env });
  const handle: DatabaseHandle = connectDatabase(opts.url, config.DB_POOL_SIZE);
  cleanup.push(() => handle.close());
  if (opts.migrate) {
    await runMigrations(handle.db);
    await seedCatalogue(handle.db);
    // The queue's tables, as the server's start makes them (its metrics count the jobs).
    await installJobTables(handle.pool);
  }
  const transport = createMailTransport({ from: config.MAIL_FROM });
  const jobs = createJobQueue({ pool: handle.pool, onError: () => {} });
  const mail = startMailWorker({ db: handle.db, transport, log: pino({ level: 'silent' }), jobs });
  cleanup.push(() => mail.stop());
  const app = await buildApp({
    config,
    db: handle.db,
    mail,
    authSecret: BENCH_SECRET,
    geoLookup: NO_GEO_LOOKUP,
    bus: createMemoryBus(),
    jobs,
  });
  cleanup.push(() => app.close());
  await app.listen({ host: '127.0.0.1', port });
  const site: Site = { port, host: `ou.localhost:${port}` };
  return { handle, site, config, app };
}

/**
 * The app as server.ts builds it (minus the GeoIP data; the mail worker sends to the dev inbox) on
 * a throwaway PostgreSQL, listening on a free loopback port, with one member of OU: registered
 * through the API (a real session), then verified, school-verified and past its first day
 * (`establishAccount`, the tests' factory).
 */
export async function startBenchApp(cleanup: Cleanup, env: Record<string, string> = {}) {
  const { dir, adminUrl } = await startThrowawayPostgres(cleanup);
  await ensureDatabase(adminUrl, 'campus_bench');
  const url = new URL(adminUrl);
  url.pathname = '/campus_bench';
  const { handle, site, config } = await listenBenchApp(cleanup, {
    url: url.toString(),
    dir,
    env,
    migrate: true,
  });

  const body = {
    email: 'bench.user@example.com',
    fullName: 'Bench User',
    password: 'secret123',
    acceptTerms: true,
  };
  const registered = await request(site, 'POST', '/api/accounts/register', { body });
  check(
    registered.status === 200,
    `registration answered ${registered.status}: ${JSON.stringify(registered.body)}`,
  );
  const cookie = registered.cookies.join('; ');
  check(cookie.includes('campus.session_token='), 'registration set no campus.session_token cookie');
  const userId = registered.body.user.id as string;
  await establishAccount(handle.db, userId, { campusId: 'ou', schoolEmail: 'bench.user@ou.edu' });
  return { handle, site, cookie, userId, config, url: url.toString(), adminUrl, dir };
}

/** The site under test: the server's loopback port and the campus Host header sent to it. */
export interface Site {
  port: number;
  host: string;
}

export interface Reply {
  status: number;
  cookies: string[];
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body, read by a script
  body: any;
  /** The body as text (a page's HTML: `body` is then null). */
  text: string;
}

/**
 * The built web app (`npm run build`), when there is one: with it as WEB_DIST_DIR the app serves
 * pages, and renders /home and post pages on the server (decision 021).
 */
// From the directory name, which a bundle of the bench keeps (scripts/server-build.mjs).
export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
export const WEB_APP_BUILT =
  fs.existsSync(path.join(WEB_DIST, 'index.html')) &&
  fs.existsSync(path.join(WEB_DIST, '../dist-ssr/entry-server.js'));

/** One HTTP request to 127.0.0.1 with the site's Host header (fetch may not set Host). */
export function request(
  site: Site,
  method: string,
  url: string,
  opts: { cookie?: string; body?: unknown } = {},
) {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { host: site.host };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (payload) Object.assign(headers, { 'content-type': 'application/json', origin: `http://${site.host}` });
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: site.port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = /^application\/json\b/.test(res.headers['content-type'] ?? '');
        resolve({
          status: res.statusCode ?? 0,
          cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
          body: text && json ? JSON.parse(text) : null,
          text,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `count` top-level posts of campus 'ou' by `userId`, a minute or so apart with jitter, each a small
 * Lexical document; every 10th post has 1–3 photos in post_media.
 */
export async function seedPosts(pool: pg.Pool, userId: string, count: number): Promise<void> {
  await pool.query(
    `insert into posts (id, campus_id, user_id, text, plain_text, category, price_cents, img_count,
       has_photo, like_count, comment_count, created_at, last_modified)
     select gen_random_uuid(), 'ou', $1, jsonb_build_object('root', jsonb_build_object(
         'type', 'root', 'version', 1, 'format', '', 'indent', 0, 'direction', 'ltr',
         'children', jsonb_build_array(jsonb_build_object(
           'type', 'paragraph', 'version', 1, 'format', '', 'indent', 0, 'direction', 'ltr',
           'children', jsonb_build_array(jsonb_build_object(
             'type', 'text', 'version', 1, 'text', v.body, 'format', 0, 'detail', 0,
             'mode', 'normal', 'style', '')))))),
       v.body, (array['furniture', 'books', 'electronics', 'clothing', null])[1 + i % 5],
       case when i % 3 = 0 then (i % 400) * 100 end, v.imgs, v.imgs > 0, i % 7, i % 4,
       v.at - interval '2 hours', v.at
     from generate_series(1, $2::int) i
     cross join lateral (select
       'Item ' || i || ': ' || (array['Desk lamp, barely used', 'Calculus textbook, 8th edition',
         'Mini fridge, pick up on campus', 'Bike with lock', 'Winter coat, size M',
         'Two concert tickets'])[1 + i % 6] || '. Text me if interested.' as body,
       now() - i * interval '61 seconds' - random() * interval '60 seconds' as at,
       case when i % 10 = 0 then 1 + (i / 10) % 3 else 0 end as imgs) v`,
    [userId, count],
  );
  await pool.query(
    `insert into post_media (id, post_id, kind, img_name, img_path, img_order, img_width, img_height,
       content_type, variants, placeholder, bytes)
     select gen_random_uuid(), p.id, 'image', 'photo-' || k || '.jpg', 'posts/' || p.id || '/' || k || '-1200.webp',
       k - 1, 1200, 900, 'image/webp',
       jsonb_build_array(jsonb_build_object('width', 400, 'height', 300, 'key', 'posts/' || p.id || '/' || k || '-400.webp'),
         jsonb_build_object('width', 1200, 'height', 900, 'key', 'posts/' || p.id || '/' || k || '-1200.webp')),
       'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 150000
     from posts p cross join generate_series(1, p.img_count) k
     where p.campus_id = 'ou' and p.img_count > 0`,
  );
  await pool.query('update users set total_posts = $2 where id = $1', [userId, count]);
  await pool.query('analyze');
}
