// Uploads against the feed: `node --import tsx bench/uploads.ts` (see bench/README.md). The feed's
// latency at a steady rate, idle and then while 10 members upload 12-megapixel photos at once.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { connectDatabase, ensureDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedCatalogue } from '../apps/server/src/db/seed';
import { freePort } from '../apps/server/src/platform/database/embedded-postgres';
import {
  BENCH_SECRET,
  type Cleanup,
  check,
  measure,
  request,
  runBench,
  type Site,
  sayLimits,
  seedPosts,
  startThrowawayPostgres,
} from './lib';
import { seedMembers } from './seed-pages';
import { ServerProcess } from './server-process';
import { envNumber } from './settings';

const SECONDS = envNumber('BENCH_SECONDS', 20);
const UPLOADERS = envNumber('BENCH_UPLOADERS', 10);
const FEED_RATE = envNumber('BENCH_FEED_RATE', 50);
/** Seconds of the feed's load before the idle measurement, not counted. */
const WARMUP = envNumber('BENCH_WARMUP', 3);
/** Generous: on a busy two-core machine seeding and the photo alone can take minutes. */
const WATCHDOG_MS = (900 + 3 * SECONDS) * 1000;

/** A 12-megapixel camera-like JPEG (4000 × 3000, smooth colour with grain): about 3–4 MB. */
async function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = () => Math.random() * 24 - 12;
      gradient[i] = (x * 255) / width + grain();
      gradient[i + 1] = (y * 255) / height + grain();
      gradient[i + 2] = 128 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + grain();
    }
  }
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

/** POSTs the photo as multipart to /api/uploads; resolves with the status and the time taken. */
function upload(site: Site, cookie: string, photo: Buffer): Promise<{ status: number; ms: number }> {
  const boundary = '----campus-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const body = Buffer.concat([head, photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        method: 'POST',
        path: '/api/uploads',
        headers: {
          host: site.host,
          origin: `http://${site.host}`,
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(cleanup: Cleanup): Promise<void> {
  const { dir, adminUrl } = await startThrowawayPostgres(cleanup);
  await ensureDatabase(adminUrl, 'campus_uploads');
  const url = new URL(adminUrl);
  url.pathname = '/campus_uploads';
  const handle = connectDatabase(url.toString(), 4);
  cleanup.push(() => handle.close());
  await runMigrations(handle.db);
  await seedCatalogue(handle.db);
  const [reader, ...uploaders] = await seedMembers(handle.pool, BENCH_SECRET, UPLOADERS + 1, 'uploader');
  await seedPosts(handle.pool, reader!.id, 20_000);
  const photo = await cameraPhoto();
  console.log(`Seeded 20,000 posts; the photo is 4000 × 3000, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);

  const port = await freePort();
  const site: Site = { port, host: `ou.localhost:${port}` };
  fs.mkdirSync(path.join(dir, 'server'));
  const serverEnv = {
    NODE_ENV: 'production',
    PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'fatal',
    DATABASE_URL: url.toString(),
    DATA_DIR: path.join(dir, 'server'),
    AUTH_SECRET: BENCH_SECRET,
    GEO_GATE: 'false',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_URL: `http://localhost:${port}`,
    RATE_LIMIT_IP_FACTOR: '1000',
    RATE_LIMIT_MEMBER_FACTOR: '1000',
  };
  sayLimits(serverEnv);
  const server = new ServerProcess(site, serverEnv);
  cleanup.push(() => server.stop('SIGTERM'));
  await server.start();
  const first = await upload(site, uploaders[0]!.cookie, photo);
  check(first.status === 201, `an upload answered ${first.status}`);
  console.log(`Server up; one upload alone took ${(first.ms / 1000).toFixed(1)} s`);
  const feed = await request(site, 'GET', '/api/feed', { cookie: reader!.cookie });
  check(feed.status === 200 && feed.body.posts.length === 25, 'the feed is wrong');

  const opts = { seconds: SECONDS, connections: 10, cookie: reader!.cookie, rate: FEED_RATE };
  await measure('warm-up', site, '/api/feed', { ...opts, seconds: WARMUP });
  const idle = await measure('idle', site, '/api/feed', opts);

  // Each uploader sends the photo again and again until the feed's measurement ends; unposted
  // uploads are cleared in SQL so that no member reaches the cap on waiting files.
  let stop = false;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const loops = uploaders.map(async (member) => {
    while (!stop) {
      const { status, ms } = await upload(site, member.cookie, photo);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) times.push(ms);
      await handle.pool.query('delete from uploads where user_id = $1 and claimed_by is null', [member.id]);
    }
  });
  const busy = await measure(`while ${UPLOADERS} upload`, site, '/api/feed', opts);
  stop = true;
  await Promise.all(loops);
  times.sort((a, b) => a - b);

  const row = (label: string, m: { p50: number; p99: number; rps: number }) =>
    `${label.padEnd(34)} ${m.rps.toFixed(0).padStart(5)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms`;
  console.log(`\nFeed at ${FEED_RATE} req/s, ${SECONDS} s each (10 connections):`);
  console.log(row('idle', idle));
  console.log(row(`while ${UPLOADERS} members upload`, busy));
  const done = statuses.get(201) ?? 0;
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  console.log(
    `\nUploads: ${done} photos prepared in ${SECONDS} s (${(done / SECONDS).toFixed(1)}/s), ` +
      `median ${(median / 1000).toFixed(1)} s each; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(`feed p99 under uploads / idle = ${(busy.p99 / Math.max(idle.p99, 1)).toFixed(2)}`);
}

runBench(run, WATCHDOG_MS);
