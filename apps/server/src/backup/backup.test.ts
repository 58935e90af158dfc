// The round trip an operator makes: a site on its own DATA_DIR (embedded PostgreSQL, local files)
// filled with the demo, `npm run backup` while it runs, `npm run restore` into a new DATA_DIR, and
// the site started there: the same members, posts, photos and chats, and a session from before.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { campusDirectory } from '@campus/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_PASSWORD } from '../demo/demo-content';
import { populateDemo } from '../demo/populate';
import { listCampuses } from '../modules/campuses/campuses.repository';
import { startMailWorker } from '../modules/mail/mail.worker';
import { resolveAuthSecret } from '../platform/auth-secret';
import { openDatabase } from '../platform/database/database';
import { NO_GEO_LOOKUP } from '../platform/geo/geo-lookup';
import { createJobQueue, installJobTables } from '../platform/jobs/job-queue';
import { createMailTransport } from '../platform/mail/mail-transport';
import { videoProcessorFromConfig } from '../platform/media/video';
import { createLocalPayments } from '../platform/payments/local-provider';
import { createMemoryBus } from '../platform/realtime/bus';
import { storageFromConfig } from '../platform/storage/storage-from-config';
import { getSession, post } from '../test/accounts-helpers';
import { CookieJar } from '../test/cookies';
import { hostOf, type TestContext } from '../test/test-app';
import { repoRoot, workFolder } from './backup-fixtures';
import { restoreBackup } from './restore-backup';

const tmp = workFolder('campus-backup-test-');
const sourceDir = path.join(tmp, 'source');
const restoredDir = path.join(tmp, 'restored');
const archive = path.join(tmp, 'site.tar.gz');

type Site = TestContext & { shutdown(): Promise<void> };
const open: Site[] = [];

/** The server's own start on a data directory (embedded cluster, local files, its auth secret), minus listen. */
async function startSite(dataDir: string): Promise<Site> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DEV_INBOX: 'true',
    NEW_ACCOUNT_LIMITS: 'false',
    RATE_LIMIT_MEMBER_FACTOR: '1000',
    // npm test names the ffmpeg it found: a bare PATH may hide Debian's.
    FFMPEG_PATH: process.env.FFMPEG_PATH,
  });
  const database = await openDatabase(config, pino({ level: 'silent' }));
  await installJobTables(database.pool);
  const jobs = createJobQueue({ pool: database.pool, onError: () => {} });
  const transport = createMailTransport({ smtpUrl: undefined, from: config.MAIL_FROM });
  const mail = startMailWorker({ db: database.db, transport, log: pino({ level: 'silent' }), jobs });
  const bus = createMemoryBus();
  const app = await buildApp({
    config,
    db: database.db,
    mail: { ...mail, nudge: () => {} },
    geoLookup: NO_GEO_LOOKUP,
    bus,
    jobs,
    authSecret: resolveAuthSecret(config),
  });
  const site: Site = {
    ...database,
    app,
    config,
    bus,
    jobs,
    deliverMail: () => mail.runOnce(),
    request: (host, opts) =>
      app.inject({ ...opts, headers: { host: hostOf(host, config), ...opts.headers } }),
    shutdown: async () => {
      open.splice(open.indexOf(site), 1);
      await app.close();
      await bus.close();
      await mail.stop();
      await database.shutdown();
    },
  };
  open.push(site);
  return site;
}

/** Runs `npm run backup` / `npm run restore` (their scripts) on a data directory, under `umask`. */
function runScript(name: 'backup' | 'restore', dataDir: string, args: string[], umask = '022') {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const key of ['DATABASE_URL', 'STORAGE', 'AUTH_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'])
    delete env[key];
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      '/bin/sh',
      [
        '-c',
        `umask ${umask} && exec "$0" "$@"`,
        process.execPath,
        path.join(repoRoot, 'scripts', `${name}.mjs`),
        ...args,
      ],
      { cwd: repoRoot, env },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface Snapshot {
  tables: Record<string, number>;
  members: unknown[];
  sessionUserId: string | undefined;
  feed: string[];
  chats: unknown[];
  photo: { url: string; bytes: Buffer };
}

const get = (site: Site, jar: CookieJar, url: string) =>
  site.request('ou', { method: 'GET', url, headers: { cookie: jar.header } });

/** The row count of every table of the app and of its job queue. */
async function countTables(site: Site): Promise<Record<string, number>> {
  const { rows } = await site.pool.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
  );
  const tables: Record<string, number> = {};
  for (const { name } of rows)
    tables[name] = (await site.pool.query<{ n: number }>(`select count(*)::int as n from ${name}`))
      .rows[0]!.n;
  return tables;
}

/**
 * What the test compares: every table's row count (before this member's requests, which may
 * write), the members, and what the signed-in member sees.
 */
async function snapshot(site: Site, jar: CookieJar): Promise<Snapshot> {
  const tables = await countTables(site);
  const members = (await site.pool.query('select id, email, name, campus_id from users order by id')).rows;
  const feed = (await get(site, jar, '/api/feed')).json().posts as { id: string; media: { url: string }[] }[];
  const withPhoto = feed.find((p) => p.media.length > 0)!;
  const photoUrl = new URL(withPhoto.media[0]!.url, site.config.PUBLIC_URL);
  const photo = await get(site, jar, photoUrl.pathname + photoUrl.search);
  expect(photo.statusCode).toBe(200);
  const chats = (await get(site, jar, '/api/chats')).json().chats;
  return {
    tables,
    members,
    sessionUserId: (await getSession(site, 'ou', jar))?.id,
    feed: feed.map((p) => p.id),
    chats,
    photo: { url: photoUrl.pathname, bytes: photo.rawPayload },
  };
}

let before: Snapshot;
let jar: CookieJar;
let backupOutput: string;
let probeWritten: number;
/** The modes the archive's .partial file had while the backup wrote it (polled). */
const partialModes = new Set<number>();

beforeAll(async () => {
  const source = await startSite(sourceDir);
  const secret = resolveAuthSecret(source.config);
  const campuses = campusDirectory(await listCampuses(source.db));
  const [ou] = await populateDemo(
    {
      db: source.db,
      storage: storageFromConfig(source.config),
      videos: await videoProcessorFromConfig(source.config),
      bus: source.bus,
      config: source.config,
      activity: { publicUrl: source.config.PUBLIC_URL, campuses, secret, nudgeMail: () => {} },
      campuses,
      payments: createLocalPayments(source.db, secret),
      publicUrl: source.config.PUBLIC_URL,
    },
    // The small demo's shapes (members with photos, listings with photos, chats, boosts), fewer of them.
    { members: 6, listings: 12, chats: 1 },
  );
  jar = new CookieJar();
  const login = await post(
    source,
    'ou',
    '/api/accounts/login',
    { email: ou!.members[0]!.email, password: DEMO_PASSWORD },
    jar,
  );
  expect(login.statusCode, login.body).toBe(200);
  before = await snapshot(source, jar);
  before.tables = await countTables(source);
  expect(before.chats.length).toBeGreaterThan(0);
  expect(fs.existsSync(path.join(sourceDir, 'vapid.json'))).toBe(true);

  // While the site runs and writes: the backup shares its embedded PostgreSQL, and the copy of
  // pages being written is made whole by the WAL it keeps.
  await source.pool.query('create table backup_probe (id serial primary key, pad text not null)');
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await source.pool.query(
        `insert into backup_probe (pad) select repeat('x', 500) from generate_series(1, 200)`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  // umask 000: nothing but the open's own mode keeps the secrets from other users.
  const poll = setInterval(() => {
    const stat = fs.statSync(`${archive}.partial`, { throwIfNoEntry: false });
    if (stat) partialModes.add(stat.mode & 0o777);
  }, 2);
  const backup = await runScript('backup', sourceDir, [archive], '000');
  clearInterval(poll);
  writing = false;
  await writer;
  expect(backup.code, backup.stderr).toBe(0);
  backupOutput = backup.stdout;
  probeWritten = (await source.pool.query<{ n: number }>('select count(*)::int as n from backup_probe'))
    .rows[0]!.n;
  await source.shutdown();

  const restore = await runScript('restore', restoredDir, [archive]);
  expect(restore.code, restore.stderr).toBe(0);
}, 480_000);

afterAll(async () => {
  for (const site of [...open]) await site.shutdown();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore into a new DATA_DIR', () => {
  it('starts there with the same members, posts, photos and chats, and the session from before', async () => {
    expect(backupOutput).toMatch(/Backup written to .*site\.tar\.gz/);
    const restored = await startSite(restoredDir);
    try {
      const after = await snapshot(restored, jar);
      expect(after.sessionUserId).toBeDefined();
      expect(after.sessionUserId).toBe(before.sessionUserId);
      expect(after.members).toEqual(before.members);
      expect(after.feed).toEqual(before.feed);
      expect(after.chats).toEqual(before.chats);
      expect(after.photo.url).toBe(before.photo.url);
      expect(after.photo.bytes.equals(before.photo.bytes)).toBe(true);
      // The rows written during the backup: some of them, whole (the snapshot's point in time).
      const tables = { ...after.tables };
      const probe = tables['public.backup_probe'] ?? 0;
      delete tables['public.backup_probe'];
      expect(tables).toEqual(before.tables);
      expect(probe).toBeGreaterThan(0);
      expect(probe).toBeLessThanOrEqual(probeWritten);
      expect(probe % 200).toBe(0);
      for (const file of ['auth.secret', 'vapid.json'])
        expect(fs.readFileSync(path.join(restoredDir, file), 'utf8')).toBe(
          fs.readFileSync(path.join(sourceDir, file), 'utf8'),
        );
    } finally {
      await restored.shutdown();
    }
  }, 120_000);

  it('writes the archive readable by its owner only from its first byte (umask 000)', () => {
    expect(partialModes.size).toBeGreaterThan(0);
    expect([...partialModes]).toEqual([0o600]);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
  });

  it('refuses to restore into a data directory that is not empty', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: restoredDir });
    await expect(restoreBackup(config, archive, pino({ level: 'silent' }))).rejects.toThrow(
      /The data directory .* is not empty/,
    );
    expect(fs.existsSync(path.join(restoredDir, 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('also backs up a stopped site, starting its PostgreSQL for the copy only', async () => {
    const second = path.join(tmp, 'stopped.tar.gz');
    const backup = await runScript('backup', restoredDir, [second]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(fs.existsSync(path.join(restoredDir, 'server.lock'))).toBe(false);
    const { files } = JSON.parse(
      await new Promise<string>((resolve, reject) =>
        execFile('tar', ['-xzOf', second, 'manifest.json'], (err, out) => (err ? reject(err) : resolve(out))),
      ),
    );
    expect(files.count).toBeGreaterThan(0);
  }, 240_000);
});
