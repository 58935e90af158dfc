import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { connectDatabase } from '../../db/client';
import { DataDirLockedError } from './data-dir-lock';
import { APP_DATABASE, type OpenedDatabase, openDatabase } from './database';

// Command-line tools (npm run demo, npm run admin) open the database `npm start` uses: the URL, or
// the embedded cluster under DATA_DIR; while a server holds DATA_DIR, they share its running cluster.

/**
 * The app database of the embedded cluster a running server started under `dataDir`: the port from
 * PostgreSQL's own postmaster.pid (its 4th line), the password the server generated. Sharing is
 * safe: PostgreSQL takes concurrent writers, and the server has migrated the schema already.
 */
export function runningServerDatabaseUrl(dataDir: string): string {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const port = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]) : Number.NaN;
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(
      `A server holds ${dataDir} but its database is not running yet; wait for it to start, or stop it and run the command again.`,
    );
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
}

/** Opens the app's database as the server does; when a server holds DATA_DIR, shares its running cluster. */
export async function openOrShareDatabase(config: Config, logger: Logger): Promise<OpenedDatabase> {
  try {
    return await openDatabase(config, logger);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const handle = connectDatabase(runningServerDatabaseUrl(config.DATA_DIR), 4);
    return { ...handle, shutdown: () => handle.close() };
  }
}
