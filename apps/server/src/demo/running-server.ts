import fs from 'node:fs';
import path from 'node:path';
import { APP_DATABASE } from '../platform/database/database';

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
      `A server holds ${dataDir} but its database is not running yet; wait for it to start, or stop it and run the demo again.`,
    );
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
}
