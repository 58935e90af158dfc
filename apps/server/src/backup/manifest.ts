// What a backup archive holds, written as manifest.json at its top, and the schema level it names.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../db/migrate';

export const ARCHIVE_FORMAT = 'campus-backup';
/** Version 2 appends manifest.json last, with the checksum of every other entry. */
export const ARCHIVE_VERSION = 2;
/** Archives made before the checksums: restored with every other check. */
const ACCEPTED_VERSIONS: readonly number[] = [1, 2];

/** What `checksums` holds for a folder (a file has its SHA-256, in hex). */
export const DIRECTORY = 'directory';

/** Names of the entries at the top of an archive. */
export const ENTRY = {
  manifest: 'manifest.json',
  /** pg_dump's custom format of DATABASE_URL's database (restore with pg_restore). */
  dump: 'database.dump',
  /** A copy of the embedded cluster's data directory, startable as it is. */
  cluster: 'postgres',
  clusterPassword: 'postgres.password',
  files: 'files',
  s3Note: 'FILES-IN-S3.txt',
  authSecret: 'auth.secret',
  vapid: 'vapid.json',
} as const;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: 1 | typeof ARCHIVE_VERSION;
  createdAt: string;
  database: (
    | { source: 'embedded'; entry: typeof ENTRY.cluster; startWal: string; stopLsn: string }
    | { source: 'url'; entry: typeof ENTRY.dump }
  ) & {
    serverVersion: string;
    serverMajor: number;
    /** The last schema migration applied (its tag in db/migrations), and how many were. */
    migration: { latest: string | null; applied: number };
  };
  files:
    | { storage: 'local'; entry: typeof ENTRY.files; count: number; bytes: number }
    | { storage: 's3'; bucket: string; note: typeof ENTRY.s3Note };
  /** The secret files in the archive; the ones set in the environment instead are not. */
  secrets: { authSecret: boolean; vapidKeys: boolean; fromEnvironment: string[] };
  /** Every other entry of the archive by name: a file's SHA-256 (hex) or DIRECTORY (version 2 on). */
  checksums?: Record<string, string>;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The tag of the newest migration this code has. */
export function latestKnownMigration(): JournalEntry {
  const entries = journal();
  return entries[entries.length - 1]!;
}

/** The index of a migration tag in this code's journal, or -1 when this code does not have it. */
export function migrationIndex(tag: string): number {
  return journal().findIndex((e) => e.tag === tag);
}

/** The database's server version and schema level (Drizzle's migrations table, matched to the journal). */
export async function readDatabaseState(
  databaseUrl: string,
): Promise<Pick<Manifest['database'], 'serverVersion' | 'serverMajor' | 'migration'>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = await client.query<{ server_version: string; num: string }>(
      `select current_setting('server_version') as server_version, current_setting('server_version_num') as num`,
    );
    const { rows } = await client.query<{ applied: number; latest: string | null }>(
      `select count(*)::int as applied, max(created_at)::text as latest
         from drizzle.__drizzle_migrations`,
    );
    const latestWhen = rows[0]?.latest;
    const tag = latestWhen ? (journal().find((e) => String(e.when) === latestWhen)?.tag ?? null) : null;
    return {
      serverVersion: version.rows[0]!.server_version,
      serverMajor: Math.floor(Number(version.rows[0]!.num) / 10_000),
      migration: { latest: tag, applied: rows[0]?.applied ?? 0 },
    };
  } finally {
    await client.end();
  }
}

/** Reads and checks an archive's manifest: refuses other formats and backups of a newer schema. */
export function readManifest(json: string | undefined): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(json ?? '') as Manifest;
  } catch {
    throw new Error('This archive has no readable manifest.json; it is not a backup made by npm run backup.');
  }
  if (manifest?.format !== ARCHIVE_FORMAT || !ACCEPTED_VERSIONS.includes(manifest.version))
    throw new Error(`This archive is not a ${ARCHIVE_FORMAT} version ${ARCHIVE_VERSION} (npm run backup).`);
  if (manifest.version >= 2 && (typeof manifest.checksums !== 'object' || manifest.checksums === null))
    throw new Error("This archive's manifest.json has no checksums: refused. Nothing was restored.");
  const latest = manifest.database.migration.latest;
  if (latest && migrationIndex(latest) < 0)
    throw new Error(
      `This backup's schema (${latest}) is newer than this version of the app knows (${latestKnownMigration().tag}); update the app first.`,
    );
  return manifest;
}
