// Chat latency: `node --import tsx bench/chat.ts` (see bench/README.md). 1,000 pairs of signed-in
// sockets; messages at a steady rate; sender-to-receiver latency on one instance, then with the pairs
// split across two instances on the PostgreSQL bus.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type pg from 'pg';
import { connectDatabase, ensureDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedCatalogue } from '../apps/server/src/db/seed';
import { freePort } from '../apps/server/src/platform/database/embedded-postgres';
import {
  agent,
  METRICS_TOKEN,
  printStatements,
  sendMessage,
  serverMetrics,
  summariseMetrics,
} from './chat-requests';
import { BENCH_SECRET, type Cleanup, runBench, type Site, sayLimits, startThrowawayPostgres } from './lib';
import { seedChats, seedMembers } from './seed-pages';
import { ServerProcess } from './server-process';
import { envNumber } from './settings';
import { BenchSocket } from './ws-client';

const PAIRS = envNumber('BENCH_PAIRS', 1000);
const RATE = envNumber('BENCH_RATE', 200);
const SECONDS = envNumber('BENCH_SECONDS', 20);
/**
 * Seconds sent at the same rate before the measured ones, not counted: a server just started (and
 * 2,000 sockets just opened) first runs its code unoptimised and opens its database connections,
 * and falls behind for several seconds (BENCH_TRACE=1 prints each second).
 */
const WARMUP_ASKED = envNumber('BENCH_WARMUP', 15);
/**
 * …and never less than one message per pair: a chat's first message also queues the other person's
 * activity e-mail (the outbox then sends it), later ones within 15 minutes do not. Measured at 200 a
 * second every first message fell in the warm-up; at 50 a quarter of the measured ones were first
 * messages (p99 35 to 45 ms against 19 with all of them in the warm-up), at 25 all were, so rates
 * were not compared like for like.
 */
const WARMUP = Math.max(WARMUP_ASKED, Math.ceil(PAIRS / RATE));
/** `one` or `two` runs only that scenario. */
const ONLY = process.env.BENCH_ONLY;
/** BENCH_TRACE=1: each second's latency, the slowest messages, both event loops. */
const TRACE = Boolean(process.env.BENCH_TRACE);
/** BENCH_PG_STATS=1: the statements PostgreSQL ran per measured message (pg_stat_statements). */
const PG_STATS = Boolean(process.env.BENCH_PG_STATS);
/** Generous: on a busy two-core machine seeding and 2,000 sockets can take minutes. */
const WATCHDOG_MS = (900 + 4 * (SECONDS + WARMUP)) * 1000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

interface Pair {
  chatId: string;
  sender: { cookie: string };
  receiver: { cookie: string };
}

/**
 * Opens the pairs' sockets (senders on `senderSite`, receivers on `receiverSite`), then sends one
 * message every 1/RATE s, pair after pair, for SECONDS; the latency of a message is from just before
 * its POST to its `message.created` event on the receiver's socket. Events are matched to sends by
 * message id (the POST's answer names it; the event may come before the answer): a chat gets a
 * message every PAIRS/RATE s (5 s by default), so matching by chat would pair an event with the next
 * send of its chat whenever latency passes that, and count one message per chat as lost.
 */
async function scenario(label: string, pairs: Pair[], senderSite: Site, receiverSite: Site, pool: pg.Pool) {
  const t0 = performance.now();
  const sockets: BenchSocket[] = [];
  /** When each message's event reached its receiver, by message id. */
  const arrivedAt = new Map<string, number>();
  /** Each sent message: when its POST started, and its id once answered. */
  /** `wall`: Date.now() when the POST started; `written`: the message's created_at (when its write began). */
  const sent: { at: number; wall: number; id?: string; written?: number; warmup: boolean }[] = [];
  let failed = 0;
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = pairs.slice(i, i + 50);
    const opened = await Promise.all(
      batch.flatMap((pair) => [
        BenchSocket.open(senderSite, pair.sender.cookie),
        BenchSocket.open(receiverSite, pair.receiver.cookie).then((socket) => {
          socket.onEvent = (event) => {
            if (event.type !== 'message.created' || arrivedAt.has(event.payload.messageId!)) return;
            arrivedAt.set(event.payload.messageId!, performance.now());
          };
          return socket;
        }),
      ]),
    );
    sockets.push(...opened);
  }
  console.log(
    `\n${label}: ${sockets.length} sockets ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const warmups = Math.round(RATE * WARMUP);
  const total = Math.round(RATE * SECONDS);
  const runStart = performance.now();
  const start = runStart + WARMUP * 1000;
  const sends: Promise<void>[] = [];
  // The bench's own event loop: a stall here delays arrivals as much as one in the server.
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  let statsReset = false;
  for (let n = 0; n < warmups + total; n++) {
    if (n >= warmups && !statsReset) {
      statsReset = true;
      if (PG_STATS) await pool.query('select pg_stat_statements_reset()');
      if (TRACE) await serverMetrics(senderSite); // resets the server's event-loop figures
    }
    const due = runStart + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const pair = pairs[n % pairs.length]!;
    const send: (typeof sent)[number] = { at: performance.now(), wall: Date.now(), warmup: n < warmups };
    sent.push(send);
    sends.push(
      sendMessage(senderSite, pair.sender.cookie, pair.chatId, `Message ${n}`).then(
        ({ status, id, createdAt }) => {
          if (status === 201) Object.assign(send, { id, written: Date.parse(createdAt!) });
          else if (!send.warmup) failed += 1;
        },
        () => {
          if (!send.warmup) failed += 1;
        },
      ),
    );
  }
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(sends);
  const answered = (performance.now() - start) / 1000;
  // The last events: until every answered message's event came, or 2 s without a new one.
  let waiting = -1;
  while (sent.some((s) => s.id && !arrivedAt.has(s.id)) && waiting !== arrivedAt.size) {
    waiting = arrivedAt.size;
    await new Promise((r) => setTimeout(r, 2000));
  }
  clientDelay.disable();
  if (TRACE) console.log(`  the sender's server: ${summariseMetrics(await serverMetrics(senderSite))}`);
  if (TRACE)
    console.log(
      `  bench client's event loop delay: p99 ${(clientDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientDelay.max / 1e6).toFixed(0)} ms`,
    );
  for (const socket of sockets) socket.close();
  if (PG_STATS) await printStatements(pool, total);
  const latencies = sent.flatMap((s) => {
    const at = s.id && !s.warmup ? arrivedAt.get(s.id) : undefined;
    return at === undefined ? [] : [at - s.at];
  });
  if (TRACE) {
    // Each second of the run: messages sent, and their p50/max latency (where a slow stretch starts).
    const bySecond = new Map<number, number[]>();
    for (const s of sent) {
      const at = s.id ? arrivedAt.get(s.id) : undefined;
      if (at === undefined) continue;
      const second = Math.floor((s.at - start) / 1000); // negative: warming up
      bySecond.set(second, [...(bySecond.get(second) ?? []), at - s.at]);
    }
    for (const [second, list] of [...bySecond].sort((a, b) => a[0] - b[0])) {
      list.sort((a, b) => a - b);
      console.log(
        `  s${second}: p50 ${percentile(list, 50).toFixed(0)} ms, max ${list.at(-1)!.toFixed(0)} ms`,
      );
    }
  }
  if (TRACE) {
    // The slowest 1 %: how long before the message's write began (request, session, checks), and after.
    const measured = sent.filter((s) => !s.warmup && s.id && arrivedAt.has(s.id));
    measured.sort((a, b) => arrivedAt.get(b.id!)! - b.at - (arrivedAt.get(a.id!)! - a.at));
    const slow = measured.slice(0, Math.max(1, Math.floor(measured.length / 100)));
    const mean = (f: (s: (typeof sent)[number]) => number) =>
      slow.reduce((n, s) => n + f(s), 0) / slow.length;
    const before = mean((s) => s.written! - s.wall);
    const total = mean((s) => arrivedAt.get(s.id!)! - s.at);
    console.log(
      `  the slowest 1 %: ${total.toFixed(0)} ms on average, ${before.toFixed(0)} ms of it before the write began`,
    );
  }
  latencies.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `  ${total} messages sent in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s, asked ${RATE}/s), ` +
      `${latencies.length} delivered, ${failed} failed, ${total - latencies.length - failed} not delivered`,
  );
  // What the server sustained: below the asked rate, messages queue and latency grows with the run.
  console.log(
    `  last answer after ${answered.toFixed(1)} s: the server took ${(total / answered).toFixed(0)} messages a second`,
  );
  console.log(
    `  sender → receiver: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ` +
      `max ${ms(latencies.at(-1) ?? Number.NaN)}`,
  );
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function run(cleanup: Cleanup): Promise<void> {
  const { dir, adminUrl } = await startThrowawayPostgres(cleanup, [
    ...(PG_STATS ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'] : []),
    // e.g. BENCH_PG_SETTINGS="synchronous_commit=off" (a stall that goes away with it waited on the disk).
    ...(process.env.BENCH_PG_SETTINGS ?? '').split(' ').filter(Boolean),
  ]);
  await ensureDatabase(adminUrl, 'campus_chat');
  const url = new URL(adminUrl);
  url.pathname = '/campus_chat';
  const handle = connectDatabase(url.toString(), 4);
  cleanup.push(() => handle.close());
  await runMigrations(handle.db);
  if (PG_STATS) await handle.pool.query('create extension if not exists pg_stat_statements');
  await seedCatalogue(handle.db);
  const t0 = performance.now();
  const senders = await seedMembers(handle.pool, BENCH_SECRET, PAIRS, 'sender');
  const receivers = await seedMembers(handle.pool, BENCH_SECRET, PAIRS, 'receiver');
  const chatIds = await seedChats(
    handle.pool,
    senders.map((s, i) => [s.id, receivers[i]!.id]),
  );
  // A site in its steady state: the seeding's dead rows vacuumed and its dirty pages written out, so
  // neither autovacuum nor the checkpoint the seeding's WAL calls for lands in the measured seconds.
  await handle.pool.query('vacuum analyze');
  await handle.pool.query('checkpoint');
  const pairs = chatIds.map((chatId, i) => ({ chatId, sender: senders[i]!, receiver: receivers[i]! }));
  console.log(
    `Seeded ${PAIRS} pairs of members with sessions and a chat each in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const env = (bus: string) => ({
    NODE_ENV: 'production',
    PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'fatal',
    DATABASE_URL: url.toString(),
    AUTH_SECRET: BENCH_SECRET,
    GEO_GATE: 'false',
    WEB_DIST_DIR: '/nonexistent',
    REALTIME_BUS: bus,
    // Every socket and message comes from one address and a few members at a machine's pace.
    RATE_LIMIT_IP_FACTOR: '1000',
    RATE_LIMIT_MEMBER_FACTOR: '1000',
    METRICS_TOKEN,
    ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
  });
  sayLimits(env('pg'));
  const startServer = async (name: string, bus: string) => {
    const port = await freePort();
    const site: Site = { port, host: `ou.localhost:${port}` };
    const dataDir = path.join(dir, name);
    fs.mkdirSync(dataDir);
    const server = new ServerProcess(site, {
      ...env(bus),
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
    });
    cleanup.push(() => server.stop('SIGTERM'));
    await server.start();
    return { site, server };
  };

  console.log(
    `Load: ${RATE} messages a second over ${PAIRS} pairs, for ${WARMUP} s of warm-up (not counted), then ${SECONDS} s measured`,
  );
  const summary: string[] = [];
  if (ONLY !== 'two') {
    const one = await startServer('one', 'memory');
    const { p50, p99 } = await scenario('One instance (memory bus)', pairs, one.site, one.site, handle.pool);
    await one.server.stop('SIGTERM');
    summary.push(`one instance:  p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  }
  if (ONLY !== 'one') {
    const a = await startServer('a', 'postgres');
    const b = await startServer('b', 'postgres');
    const label = 'Two instances on the PostgreSQL bus (senders on A, receivers on B)';
    const { p50, p99 } = await scenario(label, pairs, a.site, b.site, handle.pool);
    await Promise.all([a.server.stop('SIGTERM'), b.server.stop('SIGTERM')]);
    summary.push(`two instances: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
  }
  console.log(`\n${summary.join('\n')}`);
  agent.destroy();
}

runBench(run, WATCHDOG_MS);
