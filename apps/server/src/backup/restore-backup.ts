// Fills an empty data directory from an archive of npm run backup: the embedded cluster's copy put
// in place and started once (PostgreSQL replays the WAL the backup kept), or a dump restored into
// DATABASE_URL's empty database; then the uploaded files and the secrets.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { ensureDatabase } from '../db/client';
import { lockDataDir } from '../platform/database/data-dir-lock';
import { APP_DATABASE } from '../platform/database/database';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { storageFromConfig } from '../platform/storage/storage-from-config';
import { checkArchive, extractArchive } from './archive-check';
import { ENTRY, type Manifest, readDatabaseState } from './manifest';
import { bundledMajorVersion, clientProgram, libpqConnection, listFiles, run } from './tools';

const STAGING = '.restoring';

/** Refuses a data directory with anything in it: a restore never overwrites a site. */
function assertEmptyDataDir(dataDir: string): void {
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (entries.length)
    throw new Error(
      `The data directory ${dataDir} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}). ` +
        'A restore fills an empty one only, so it never overwrites a site: set DATA_DIR to a new folder, or move this one away.',
    );
}

/** Refuses DATABASE_URL's database when it already has tables (a restore fills an empty one). */
async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0)
      throw new Error(
        `The database at DATABASE_URL already has ${rows[0]!.n} tables. A restore fills an empty database only: create a new one (createdb) and point DATABASE_URL at it.`,
      );
  } finally {
    await client.end();
  }
}

/** Restores a dump in one transaction: all of it or nothing. */
async function restoreDump(dumpFile: string, databaseUrl: string, serverMajor: number): Promise<void> {
  const { dbname, env } = libpqConnection(databaseUrl);
  await run(
    await clientProgram('pg_restore', serverMajor),
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      dumpFile,
    ],
    { env },
  );
}

/**
 * Puts the cluster copy in place of a freshly initialised one (which makes the PostgreSQL user when
 * running as root, and whose owner the copy takes), then starts it once: PostgreSQL replays the
 * backup's WAL, and the schema level read back must be the manifest's.
 */
async function restoreCluster(dataDir: string, staging: string, manifest: Manifest, logger: Logger) {
  const bundled = await bundledMajorVersion();
  if (bundled !== manifest.database.serverMajor)
    throw new Error(
      `This backup holds a PostgreSQL ${manifest.database.serverMajor} cluster; the bundled PostgreSQL is ${bundled}. Restore it with the version of the app that made it.`,
    );
  const clusterDir = path.join(dataDir, 'postgres');
  await (await startEmbeddedPostgres({ dir: clusterDir, port: 0, logger })).stop();
  const { uid, gid } = fs.statSync(clusterDir);
  fs.rmSync(clusterDir, { recursive: true });
  fs.renameSync(path.join(staging, ENTRY.cluster), clusterDir);
  fs.chmodSync(clusterDir, 0o700);
  if (uid !== process.getuid?.()) chownCreated(clusterDir, uid, gid);
  // The copy's superuser password is the one in its own cluster.
  fs.renameSync(path.join(staging, ENTRY.clusterPassword), path.join(dataDir, ENTRY.clusterPassword));
  const embedded = await startEmbeddedPostgres({ dir: clusterDir, port: 0, logger });
  try {
    const state = await readDatabaseState(embedded.urlFor(APP_DATABASE));
    if (state.migration.applied !== manifest.database.migration.applied)
      throw new Error('The restored database does not hold what the backup recorded.');
  } finally {
    await embedded.stop();
  }
}

/**
 * Gives the PostgreSQL user the cluster this restore wrote: its files and folders only, never
 * following a link (the archive had none; this holds whatever is on disk).
 */
function chownCreated(dir: string, uid: number, gid: number): void {
  fs.lchownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownCreated(full, uid, gid);
    else if (entry.isFile()) fs.lchownSync(full, uid, gid);
  }
}

async function restoreDatabase(config: Config, staging: string, manifest: Manifest, logger: Logger) {
  const { database } = manifest;
  if (database.source === 'embedded') {
    if (config.DATABASE_URL)
      throw new Error(
        'This backup is of the embedded database: restore it without DATABASE_URL (into an empty DATA_DIR).',
      );
    return restoreCluster(config.DATA_DIR, staging, manifest, logger);
  }
  const dump = path.join(staging, ENTRY.dump);
  if (config.DATABASE_URL) return restoreDump(dump, config.DATABASE_URL, database.serverMajor);
  const embedded = await startEmbeddedPostgres({
    dir: path.join(config.DATA_DIR, 'postgres'),
    port: 0,
    logger,
  });
  try {
    await ensureDatabase(embedded.adminUrl, APP_DATABASE);
    await restoreDump(dump, embedded.urlFor(APP_DATABASE), await bundledMajorVersion());
  } finally {
    await embedded.stop();
  }
}

export interface RestoreResult {
  manifest: Manifest;
  notes: string[];
}

export async function restoreBackup(config: Config, archive: string, logger: Logger): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new Error(`There is no file ${archive}.`);
  const dataDir = config.DATA_DIR;
  assertEmptyDataDir(dataDir);
  // Before anything is written: the whole archive read, its entries and checksums checked.
  const checked = await checkArchive(archive);
  const { manifest } = checked;
  if (config.DATABASE_URL) await assertEmptyDatabase(config.DATABASE_URL);
  const release = lockDataDir(dataDir);
  const staging = path.join(dataDir, STAGING);
  const notes: string[] = [];
  let done = false;
  try {
    fs.mkdirSync(staging, { mode: 0o700 });
    await extractArchive(archive, staging, checked);
    if (manifest.version < 2)
      notes.push(
        'This archive was made before backups had checksums: its entries were checked, not its bytes.',
      );

    await restoreDatabase(config, staging, manifest, logger);

    const stagedFiles = path.join(staging, ENTRY.files);
    if (manifest.files.storage === 's3') {
      notes.push(
        `The backup's uploaded files were in the S3 bucket ${manifest.files.bucket}; they are not in the archive. Restore the bucket separately.`,
      );
    } else if (fs.existsSync(stagedFiles)) {
      if (config.STORAGE === 'local') fs.renameSync(stagedFiles, path.join(dataDir, ENTRY.files));
      else {
        // Rows keep keys, not paths: the same keys in the bucket serve the same files.
        const storage = storageFromConfig(config);
        const { files } = listFiles(stagedFiles);
        for (const key of files)
          await storage.put(key.split(path.sep).join('/'), fs.readFileSync(path.join(stagedFiles, key)));
        notes.push(`Uploaded ${files.length} files to the S3 bucket ${config.S3_BUCKET}.`);
      }
    }

    for (const entry of [ENTRY.authSecret, ENTRY.vapid]) {
      const staged = path.join(staging, entry);
      if (fs.existsSync(staged)) fs.renameSync(staged, path.join(dataDir, entry));
    }
    if (manifest.secrets.fromEnvironment.length)
      notes.push(
        `The backed-up site took ${manifest.secrets.fromEnvironment.join(', ')} from its environment: set the same values here, or sessions and push subscriptions end.`,
      );
    if (manifest.secrets.authSecret && config.AUTH_SECRET)
      notes.push(
        'AUTH_SECRET is set here, so the server uses it instead of the restored auth.secret: sessions from the backup end unless it is the same.',
      );
    done = true;
    return { manifest, notes };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
    // Nothing half-restored stays behind: the directory was empty before.
    if (!done)
      for (const entry of fs.readdirSync(dataDir))
        fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
}
