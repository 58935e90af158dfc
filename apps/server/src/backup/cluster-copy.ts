// A consistent copy of the embedded cluster while it runs, with PostgreSQL's own backup API
// (pg_backup_start / pg_backup_stop, "Making a Base Backup Using the Low Level API" in its manual):
// the data files copied between the two calls, the backup_label pg_backup_stop returns, and the
// WAL written meanwhile. The copy starts like any cluster: PostgreSQL replays that WAL first.
// The bundled PostgreSQL ships no pg_dump, so this is what the bundled programs can do.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Folders whose contents PostgreSQL recreates at start (kept empty in a base backup). */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files of the running server, not of the data. */
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

/** Copies a directory that is being written: files that vanish meanwhile are skipped. */
function copyLiveDir(from: string, to: string, top: boolean): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTY_DIRS.has(entry.name)) fs.mkdirSync(target, { mode: 0o700 });
      else copyLiveDir(source, target, false);
    } else if (entry.isFile() && !(top && SKIP_FILES.has(entry.name))) {
      try {
        fs.copyFileSync(source, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
}

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export interface ClusterCopy {
  serverVersion: string;
  /** The first WAL segment and the last position the copy needs. */
  startWal: string;
  stopLsn: string;
}

/**
 * Copies the cluster in `clusterDir` (running, reachable as superuser at `url`) into `target`, ready
 * to start. Each copied file may be torn by concurrent writes; the WAL from the backup's start
 * repairs them, which is why it is kept (a temporary replication slot) and copied after the stop.
 */
export async function copyLiveCluster(url: string, clusterDir: string, target: string): Promise<ClusterCopy> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const settings = await client.query<{ wal_level: string; version: string }>(
      `select current_setting('wal_level') as wal_level, current_setting('server_version') as version`,
    );
    const { wal_level, version } = settings.rows[0]!;
    if (wal_level === 'minimal')
      throw new Error('The embedded PostgreSQL runs with wal_level=minimal, which cannot make a backup.');
    // A temporary slot lives as long as this session and keeps every WAL segment from now on.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [
      `campus_backup_${process.pid}`,
    ]);
    const started = await client.query<{ wal: string }>(
      `select pg_walfile_name(pg_backup_start('npm run backup', true)) as wal`,
    );
    const startWal = started.rows[0]!.wal;
    try {
      copyLiveDir(clusterDir, target, true);
    } catch (err) {
      await client.query('select pg_backup_stop(false)').catch(() => {});
      throw err;
    }
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    const { lsn, labelfile, spcmapfile } = stopped.rows[0]!;
    fs.writeFileSync(path.join(target, 'backup_label'), labelfile);
    if (spcmapfile) fs.writeFileSync(path.join(target, 'tablespace_map'), spcmapfile);
    const last = await client.query<{ wal: string }>('select pg_walfile_name($1::pg_lsn) as wal', [lsn]);
    const stopWal = last.rows[0]!.wal;
    const walDir = path.join(clusterDir, 'pg_wal');
    const targetWal = path.join(target, 'pg_wal');
    for (const name of fs.readdirSync(walDir)) {
      const needed =
        (WAL_SEGMENT.test(name) && name >= startWal && name <= stopWal) || name.endsWith('.history');
      if (needed) fs.copyFileSync(path.join(walDir, name), path.join(targetWal, name));
    }
    for (const dir of ['archive_status', 'summaries'])
      fs.mkdirSync(path.join(targetWal, dir), { recursive: true, mode: 0o700 });
    return { serverVersion: version, startWal, stopLsn: lsn };
  } finally {
    await client.end();
  }
}
