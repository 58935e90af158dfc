// One archive of everything a campus site keeps: the database (a consistent copy of the embedded
// cluster, taken while the server runs, or a pg_dump of DATABASE_URL's), the uploaded files, the
// auth secret and the Web Push keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { DataDirLockedError, lockDataDir } from '../platform/database/data-dir-lock';
import { APP_DATABASE } from '../platform/database/database';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { runningServerDatabaseUrl } from '../platform/database/running-server';
import { writeArchive } from './archive-write';
import { copyLiveCluster } from './cluster-copy';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ENTRY, type Manifest, readDatabaseState } from './manifest';
import { clientProgram, libpqConnection, listFiles, run } from './tools';

interface DatabaseSource {
  url: string;
  source: Manifest['database']['source'];
  /** Stops what this backup started (an embedded cluster) and releases the data directory. */
  close(): Promise<void>;
}

/**
 * The database to dump: DATABASE_URL's; the embedded cluster a running server holds (shared, as
 * npm run admin does); or, when no server runs, the embedded cluster started for the dump only.
 */
async function openSource(config: Config, logger: Logger): Promise<DatabaseSource> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, source: 'url', close: async () => {} };
  const clusterDir = path.join(config.DATA_DIR, 'postgres');
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new Error(
      `There is no database under ${config.DATA_DIR} to back up (set DATA_DIR to the folder npm start uses, or DATABASE_URL).`,
    );
  let release: () => void;
  try {
    release = lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    return { url: runningServerDatabaseUrl(config.DATA_DIR), source: 'embedded', close: async () => {} };
  }
  try {
    const embedded = await startEmbeddedPostgres({ dir: clusterDir, port: 0, logger });
    return {
      url: embedded.urlFor(APP_DATABASE),
      source: 'embedded',
      close: async () => {
        await embedded.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** `backups/campus-YYYYMMDD-HHMMSS.tar.gz` (UTC) under `root`. */
export function defaultArchivePath(root: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return path.join(root, 'backups', `campus-${stamp}.tar.gz`);
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** Sentences for the person who ran it (files in a bucket, secrets in the environment). */
  notes: string[];
}

/** The database into `staging`: the embedded cluster copied live, or DATABASE_URL's dumped. */
async function backUpDatabase(
  config: Config,
  staging: string,
  logger: Logger,
): Promise<Manifest['database']> {
  const source = await openSource(config, logger);
  try {
    const state = await readDatabaseState(source.url);
    if (source.source === 'embedded') {
      const copy = await copyLiveCluster(
        source.url,
        path.join(config.DATA_DIR, 'postgres'),
        path.join(staging, ENTRY.cluster),
      );
      fs.copyFileSync(
        path.join(config.DATA_DIR, ENTRY.clusterPassword),
        path.join(staging, ENTRY.clusterPassword),
      );
      return {
        source: 'embedded',
        entry: ENTRY.cluster,
        startWal: copy.startWal,
        stopLsn: copy.stopLsn,
        ...state,
      };
    }
    // pg_dump reads everything in one repeatable-read transaction: a consistent snapshot while the
    // server keeps writing.
    const pgDump = await clientProgram('pg_dump', state.serverMajor);
    const { dbname, env } = libpqConnection(source.url);
    await run(pgDump, ['--format=custom', `--file=${path.join(staging, ENTRY.dump)}`, dbname], { env });
    return { source: 'url', entry: ENTRY.dump, ...state };
  } finally {
    await source.close();
  }
}

/** The secret files to archive; those set in the environment instead are named in the notes. */
function secretEntries(config: Config, notes: string[]): { entries: string[]; secrets: Manifest['secrets'] } {
  const entries: string[] = [];
  const fromEnvironment: string[] = [];
  const pick = (entry: string, envNames: string[], set: boolean) => {
    if (set) {
      fromEnvironment.push(...envNames);
      notes.push(`${envNames.join(' and ')} come from the environment: keep them with this backup.`);
      return false;
    }
    if (!fs.existsSync(path.join(config.DATA_DIR, entry))) return false;
    entries.push(entry);
    return true;
  };
  const authSecret = pick(ENTRY.authSecret, ['AUTH_SECRET'], Boolean(config.AUTH_SECRET));
  const vapidKeys = pick(
    ENTRY.vapid,
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY),
  );
  return { entries, secrets: { authSecret, vapidKeys, fromEnvironment } };
}

/**
 * Writes the archive `out`: the database, the uploaded files (after the database, so every row's
 * file is there), auth.secret, vapid.json, and manifest.json with every entry's checksum.
 */
export async function createBackup(config: Config, out: string, logger: Logger): Promise<BackupResult> {
  if (fs.existsSync(out)) throw new Error(`${out} already exists; name another file.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-backup-'));
  const notes: string[] = [];
  const partial = `${out}.partial`;
  try {
    const database = await backUpDatabase(config, staging, logger);
    const fromDataDir: string[] = [];
    let files: Manifest['files'];
    if (config.STORAGE === 'local') {
      const { files: list, bytes } = listFiles(path.join(config.DATA_DIR, ENTRY.files));
      if (list.length) fromDataDir.push(ENTRY.files);
      files = { storage: 'local', entry: ENTRY.files, count: list.length, bytes };
    } else {
      const bucket = config.S3_BUCKET ?? '';
      fs.writeFileSync(
        path.join(staging, ENTRY.s3Note),
        `The uploaded files were in the S3 bucket ${bucket} (STORAGE=s3) and are not in this archive.\n` +
          'Back the bucket up separately (versioning and replication, see docs/operations.md).\n',
      );
      files = { storage: 's3', bucket, note: ENTRY.s3Note };
      notes.push(`Uploaded files are in the S3 bucket ${bucket}: back the bucket up separately.`);
    }
    const { entries, secrets } = secretEntries(config, notes);
    fromDataDir.push(...entries);

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      database,
      files,
      secrets,
    };
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const written = await writeArchive(
      partial,
      { staging, staged: fs.readdirSync(staging), dataDir: config.DATA_DIR, fromDataDir },
      manifest,
    );
    if (written.leftOut.length)
      notes.push(
        `Left out ${written.leftOut.length} links or special files a restore would refuse: ${written.leftOut.slice(0, 3).join(', ')}${written.leftOut.length > 3 ? ', …' : ''}.`,
      );
    fs.renameSync(partial, out);
    return { file: out, bytes: fs.statSync(out).size, manifest: written.manifest, notes };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
