// A streaming replica of a running bundled PostgreSQL, made with the bundled programs only (they
// include no pg_basebackup): the low-level backup API copies the primary's data directory
// (backup/cluster-copy.ts), standby.signal and primary_conninfo make the copy a standby, and the
// bundled `postgres` runs it on its own port. Used by the read-routing tests and `npm run cluster --
// --replica`. The primary needs nothing set: wal_level=replica, max_wal_senders and pg_hba's
// loopback `replication` lines are PostgreSQL's defaults, and its superuser may replicate.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { copyLiveCluster } from '../../backup/cluster-copy';
import { freePort } from './embedded-postgres';

export interface StreamingReplica {
  port: number;
  /** The replica's connection string for `database` (the primary's role and password). */
  urlFor(database: string): string;
  /** Stops applying the primary's changes (they still arrive): reads see the past. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica's server (fast shutdown); its data directory stays. */
  stop(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function postgresBinary(): Promise<string> {
  const mod = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return mod.postgres;
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else fs.chownSync(full, uid, gid);
  }
}

/**
 * Copies the running primary at `primaryAdminUrl` (a superuser URL on this machine) into `dir`
 * (replaced) and starts it there as a standby streaming from the primary.
 */
export async function startStreamingReplica(opts: {
  primaryAdminUrl: string;
  dir: string;
  port?: number;
  logger: Logger;
}): Promise<StreamingReplica> {
  const primary = new URL(opts.primaryAdminUrl);
  const dir = path.resolve(opts.dir);
  const { rows } = await adminQuery(opts.primaryAdminUrl, 'show data_directory');
  const primaryDir = rows[0].data_directory as string;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  await copyLiveCluster(opts.primaryAdminUrl, primaryDir, dir);

  const password = decodeURIComponent(primary.password);
  const conninfo = [
    'host=127.0.0.1',
    `port=${primary.port || 5432}`,
    `user=${decodeURIComponent(primary.username)}`,
    `password=${password}`,
    'application_name=campus_replica',
  ]
    .join(' ')
    .replace(/'/g, "''");
  fs.appendFileSync(path.join(dir, 'postgresql.auto.conf'), `\nprimary_conninfo = '${conninfo}'\n`);
  fs.writeFileSync(path.join(dir, 'standby.signal'), '');
  fs.chmodSync(dir, 0o700);
  // PostgreSQL refuses to run as root: the copy belongs to whoever owns the primary's files.
  const owner = fs.statSync(primaryDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chownTree(dir, owner.uid, owner.gid);
    fs.chmodSync(path.dirname(dir), 0o755);
  }

  const port = opts.port || (await freePort());
  const child: ChildProcess = spawn(
    await postgresBinary(),
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // Long reads on the replica are not cancelled by the primary's vacuum.
      '-c',
      'hot_standby_feedback=on',
    ],
    { ...(asRoot ? { uid: owner.uid, gid: owner.gid } : {}), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The replica did not start: ${output.slice(-2000)}`)),
      60_000,
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      opts.logger.debug({ replica: text.trim() });
      if (output.length < 100_000) output += text;
      if (text.includes('ready to accept read-only connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The replica exited (${code}) while starting: ${output.slice(-2000)}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const urlFor = (database: string) => {
    const url = new URL(opts.primaryAdminUrl);
    url.port = String(port);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const adminUrl = urlFor('postgres');
  // Streaming, so the replica follows the primary from now on.
  for (let i = 0; ; i++) {
    const state = await adminQuery(adminUrl, 'select status from pg_stat_wal_receiver');
    if (state.rows[0]?.status === 'streaming') break;
    if (i > 200) throw new Error('The replica does not stream from the primary.');
    await new Promise((r) => setTimeout(r, 50));
  }
  opts.logger.info({ port }, 'streaming replica started');
  let stopped = false;
  return {
    port,
    urlFor,
    pauseReplay: async () => {
      await adminQuery(adminUrl, 'select pg_wal_replay_pause()');
    },
    resumeReplay: async () => {
      await adminQuery(adminUrl, 'select pg_wal_replay_resume()');
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      child.kill('SIGINT');
      await exited;
    },
  };
}
