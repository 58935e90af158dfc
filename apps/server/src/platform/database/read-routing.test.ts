import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { READ_AFTER_EVENT_HEADER } from '@campus/domain';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, ensureDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed';
import { nextIp, post } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { CookieJar } from '../../test/cookies';
import { actOn, moderatorOf, reportOn } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';
import { installJobTables } from '../jobs/job-queue';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { READ_AFTER_COOKIE } from './read-routing';
import { CHECK_FRESH_MS } from './replica';
import { type StreamingReplica, startStreamingReplica } from './streaming-replica';

// A real streaming replica of a primary of its own (the copy and the replay cost a few seconds):
// the shared test cluster holds every other test file's databases, and pausing its replay is ours.
const logger = pino({ level: 'warn' });
let tmp: string;
let primary: EmbeddedDatabase;
let replica: StreamingReplica;
/** Reads on the replica while it is at most a minute behind. */
let t: TestContext;
/** A second instance that leaves out a replica 300 ms behind. */
let strict: TestContext;
/** Two instances on the PostgreSQL bus: one on the primary alone, one reading the replica. */
let primaryOnly: TestContext;
let onReplica: TestContext;
let replicaName: string;

async function scalar(url: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(sql)).rows[0] as object)[0] as string;
  } finally {
    await client.end();
  }
}

/**
 * Waits until the replica has replayed everything the primary has written so far, and until the
 * apps' last look at it is stale (CHECK_FRESH_MS), so their next read sees it caught up: a look
 * taken before the last write kept a fast sign-up's reads on the primary.
 */
async function caughtUp(): Promise<void> {
  const head = await scalar(primary.urlFor('campus'), 'select pg_current_wal_lsn()::text');
  for (let i = 0; i < 200; i++) {
    const behind = await scalar(
      replica.urlFor('campus'),
      `select pg_last_wal_replay_lsn() < '${head}'::pg_lsn as behind`,
    );
    if (!behind) {
      await new Promise((r) => setTimeout(r, CHECK_FRESH_MS + 50));
      return;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the replica did not catch up');
}

const get = (ctx: TestContext, url: string, cookie?: string) =>
  ctx.request('ou', { method: 'GET', url, headers: cookie ? { cookie } : {} });

async function metric(ctx: TestContext, name: string, labels: string): Promise<number> {
  const text = (await ctx.request('localhost', { method: 'GET', url: '/api/metrics' })).body;
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  const value = line?.split(' ').pop();
  return value === undefined ? 0 : value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
}

const feedIds = async (ctx: TestContext, cookie: string) => {
  const res = await get(ctx, '/api/feed', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().posts as { id: string }[]).map((p) => p.id);
};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-replica-'));
  fs.chmodSync(tmp, 0o755);
  // Registered before the apps' own, so it runs after them (hooks run as a stack).
  afterAll(async () => {
    await replica?.stop();
    await primary?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  primary = await startEmbeddedPostgres({ dir: path.join(tmp, 'primary', 'postgres'), port: 0, logger });
  await ensureDatabase(primary.adminUrl, 'campus');
  const handle = connectDatabase(primary.urlFor('campus'), 2);
  await runMigrations(handle.db);
  await seedCatalogue(handle.db);
  await installJobTables(handle.pool);
  await handle.close();
  replica = await startStreamingReplica({
    primaryAdminUrl: primary.adminUrl,
    dir: path.join(tmp, 'replica', 'postgres'),
    logger,
  });
  replicaName = `127.0.0.1:${replica.port}/campus`;
  const instance = { databaseUrl: primary.urlFor('campus') };
  const read = replica.urlFor('campus');
  t = await createTestContext({ DATABASE_READ_URL: read, REPLICA_MAX_LAG_MS: '60000' }, instance);
  strict = await createTestContext({ DATABASE_READ_URL: read, REPLICA_MAX_LAG_MS: '300' }, instance);
  const onBus = { ...instance, bus: 'postgres' as const };
  primaryOnly = await createTestContext({}, onBus);
  onReplica = await createTestContext({ DATABASE_READ_URL: read, REPLICA_MAX_LAG_MS: '60000' }, onBus);
}, 120_000);

describe('removals, bans and blocks on a lagging replica', () => {
  it('are seen at once by every reader on every instance, whichever instance took them', async () => {
    const author = await poster(primaryOnly, 'Del Deleter');
    const banned = await poster(primaryOnly, 'Ban Ned');
    const blocker = await poster(primaryOnly, 'Bea Blocker');
    const reader = await poster(primaryOnly, 'Reed Reader');
    const moderator = await moderatorOf(primaryOnly, 'ou', 'Mod Erator');
    const deleted = (await createPost(primaryOnly, author.jar, { text: doc('Gone soon') })).id;
    const bannedPost = (await createPost(primaryOnly, banned.jar, { text: doc('Fake tickets') })).id;
    const readerPost = (await createPost(primaryOnly, reader.jar, { text: doc('Not for you') })).id;
    // The blocker's other browser: a session of its own (the primary-only instance sets no read-after cookie).
    const phone = new CookieJar();
    const login = { email: blocker.email, password: 'secret123' };
    expect((await post(primaryOnly, 'ou', '/api/accounts/login', login, phone)).statusCode).toBe(200);
    expect((await reportOn(primaryOnly, reader.jar, ['post', bannedPost], 'scam')).statusCode).toBe(201);
    await caughtUp();
    await replica.pauseReplay();
    try {
      // The replica still has them all; the reader's reads go there.
      expect((await get(onReplica, `/api/posts/${deleted}`, reader.jar.header)).statusCode).toBe(200);
      const gone = await send(primaryOnly, 'DELETE', `/api/posts/${deleted}`, author.jar);
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      expect((await get(onReplica, `/api/posts/${deleted}`, reader.jar.header)).statusCode).toBe(404);
      expect((await get(onReplica, `/api/posts/${deleted}`)).statusCode).not.toBe(200);

      const ban = await actOn(onReplica, moderator.jar, ['post', bannedPost], 'ban', 'Fraud');
      expect(ban.statusCode, ban.body).toBe(200);
      for (const url of [
        `/api/profiles/${banned.user.username}`,
        `/api/posts/${bannedPost}`,
        `/api/people/${banned.user.id}/trust`,
      ]) {
        // The replica-reading instance answers as the primary does.
        const fromPrimary = await get(primaryOnly, url, reader.jar.header);
        const read = await get(onReplica, url, reader.jar.header);
        expect([read.statusCode, read.json()], url).toEqual([fromPrimary.statusCode, fromPrimary.json()]);
      }
      expect((await get(onReplica, `/api/posts/${bannedPost}`, reader.jar.header)).statusCode).toBe(404);

      const block = await send(primaryOnly, 'POST', '/api/me/blocks', blocker.jar, {
        userId: reader.user.id,
      });
      expect(block.statusCode, block.body).toBeLessThan(300);
      expect(await feedIds(onReplica, phone.header)).not.toContain(readerPost);
    } finally {
      await replica.resumeReplay();
    }
    // Past the fences, the replica serves reads again.
    await caughtUp();
    const replicaReads = await metric(onReplica, 'db_reads_total', `database="${replicaName}"`);
    expect(await feedIds(onReplica, reader.jar.header)).not.toContain(deleted);
    expect(await metric(onReplica, 'db_reads_total', `database="${replicaName}"`)).toBe(replicaReads + 1);
  }, 60_000);
});

describe('reads on a streaming replica', () => {
  it('shows a member their own write at once while the replica is paused; others read the replica', async () => {
    const author = await poster(t, 'Ada Author');
    const reader = await poster(t, 'Rey Reader');
    await caughtUp();
    const replicaReads = await metric(t, 'db_reads_total', `database="${replicaName}"`);
    await replica.pauseReplay();
    try {
      const created = await createPost(t, author.jar, { text: doc('Only on the primary for now') });
      // The author's next reads see it: the feed and the post page.
      expect(await feedIds(t, author.jar.header)).toContain(created.id);
      expect((await get(t, `/api/posts/${created.id}`, author.jar.header)).statusCode).toBe(200);
      // Also on this instance without the cookie (its memory), and on another instance by the cookie alone.
      const sessionOnly = author.jar.header
        .split('; ')
        .filter((c) => !c.startsWith(`${READ_AFTER_COOKIE}=`))
        .join('; ');
      expect(author.jar.has(READ_AFTER_COOKIE)).toBe(true);
      expect(await feedIds(t, sessionOnly)).toContain(created.id);
      expect(await feedIds(strict, author.jar.header)).toContain(created.id);

      // Another member reads the replica, which has not replayed the post yet.
      expect(await feedIds(t, reader.jar.header)).not.toContain(created.id);
      expect((await get(t, `/api/posts/${created.id}`, reader.jar.header)).statusCode).toBe(404);
      expect(await metric(t, 'db_reads_total', `database="${replicaName}"`)).toBeGreaterThan(replicaReads);
      expect(await metric(t, 'db_replica_in_use', `replica="${replicaName}"`)).toBe(1);

      // Over REPLICA_MAX_LAG_MS the replica is left out: the strict instance reads the primary.
      await new Promise((r) => setTimeout(r, 400));
      expect(await feedIds(strict, reader.jar.header)).toContain(created.id);
      expect(await metric(strict, 'db_replica_in_use', `replica="${replicaName}"`)).toBe(0);
      expect(await metric(strict, 'db_replica_lag_seconds', `replica="${replicaName}"`)).toBeGreaterThan(0.3);
    } finally {
      await replica.resumeReplay();
    }
    await caughtUp();
    // Caught up: back in use, and everyone sees the post.
    await new Promise((r) => setTimeout(r, 300));
    expect(await metric(strict, 'db_replica_in_use', `replica="${replicaName}"`)).toBe(1);
    const strictReplicaReads = await metric(strict, 'db_reads_total', `database="${replicaName}"`);
    expect((await feedIds(strict, reader.jar.header)).length).toBeGreaterThan(0);
    expect(await metric(strict, 'db_reads_total', `database="${replicaName}"`)).toBe(strictReplicaReads + 1);
  }, 60_000);

  it('keeps a live page fresh: after its socket hears of a post, that session reads the primary', async () => {
    const author = await poster(t, 'Lee Live');
    const watcher = await poster(t, 'Wes Watcher');
    const frames: { type?: string; payload?: { postId?: string } }[] = [];
    const host = hostOf('ou', t.config);
    const socket = await t.app.injectWS(
      '/api/ws',
      {
        headers: { host, origin: `http://${host}`, cookie: watcher.jar.header },
        socket: { remoteAddress: nextIp() } as never,
      },
      {
        onInit: (ws: { on(e: 'message', l: (d: Buffer) => void): void }) =>
          ws.on('message', (d) => frames.push(JSON.parse(String(d)))),
      },
    );
    try {
      await vi.waitFor(() => expect(frames[0]).toMatchObject({ type: 'ready' }));
      await caughtUp();
      await replica.pauseReplay();
      try {
        const created = await createPost(t, author.jar, { text: doc('Heard live') });
        await vi.waitFor(() =>
          expect(frames.some((f) => f.type === 'post.created' && f.payload?.postId === created.id)).toBe(
            true,
          ),
        );
        // The refetch the event causes sees the post, though the replica has not replayed it.
        expect(await feedIds(t, watcher.jar.header)).toContain(created.id);
      } finally {
        await replica.resumeReplay();
      }
    } finally {
      socket.terminate();
    }
  }, 60_000);

  it('reads after an event on another instance than the socket’s: the tab says when it heard it', async () => {
    const [author, reader] = [await poster(t, 'Ola Other'), await poster(t, 'Ria Refetch')];
    await caughtUp();
    await replica.pauseReplay();
    try {
      const { id } = await createPost(t, author.jar, { text: doc('Heard elsewhere') });
      const feed = (heard: object) =>
        onReplica.request('ou', { url: '/api/feed', headers: { cookie: reader.jar.header, ...heard } });
      expect((await feed({})).body).not.toContain(id);
      expect((await feed({ [READ_AFTER_EVENT_HEADER]: new Date().toISOString() })).body).toContain(id);
    } finally {
      await replica.resumeReplay();
    }
  }, 60_000);

  it('moves reads to the primary when the replica stops, with no failed request', async () => {
    const reader = await poster(t, 'Sam Steady');
    await caughtUp();
    const statuses: number[] = [];
    const before = await metric(t, 'db_reads_total', `database="${replicaName}"`);
    for (let i = 0; i < 5; i++) statuses.push((await get(t, '/api/feed', reader.jar.header)).statusCode);
    expect(await metric(t, 'db_reads_total', `database="${replicaName}"`)).toBeGreaterThan(before);
    // Requests keep coming while the replica shuts down.
    let stopping = true;
    const load = (async () => {
      while (stopping) {
        statuses.push((await get(t, '/api/feed', reader.jar.header)).statusCode);
        // A guest's read too (the campus card).
        statuses.push((await get(t, '/api/campus')).statusCode);
      }
    })();
    await replica.stop();
    const primaryBefore = await metric(t, 'db_reads_total', 'database="primary"');
    for (let i = 0; i < 5; i++) statuses.push((await get(t, '/api/feed', reader.jar.header)).statusCode);
    stopping = false;
    await load;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await metric(t, 'db_reads_total', 'database="primary"')).toBeGreaterThanOrEqual(primaryBefore + 5);
    expect(await metric(t, 'db_replica_in_use', `replica="${replicaName}"`)).toBe(0);
    expect(await metric(t, 'db_replica_lag_seconds', `replica="${replicaName}"`)).toBe(-1);
    expect((await t.request('localhost', { method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    // Checked again later (a down replica is asked every 2 s), it is still found down.
    await new Promise((r) => setTimeout(r, 2100));
    expect(await metric(t, 'db_replica_in_use', `replica="${replicaName}"`)).toBe(0);
    expect(await metric(t, 'db_replica_lag_seconds', `replica="${replicaName}"`)).toBe(-1);
    expect(await feedIds(t, reader.jar.header)).toBeDefined();
  }, 60_000);
});
