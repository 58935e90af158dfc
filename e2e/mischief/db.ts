// The mischief suite counts writes in the e2e server's own database: what a form wrote, whatever
// the page shows. One pool per worker, closed when the worker ends.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_PORT } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, 'data', E2E_PORT === 3100 ? 'e2e' : `e2e-${E2E_PORT}`);

let pool: pg.Pool | undefined;

function connect(): pg.Pool {
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  // postmaster.pid's fourth line is the port the cluster listens on.
  const pid = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid[3]!.trim()}/campus`;
  return new pg.Pool({ connectionString: url, max: 2 });
}

/** The first column of the first row of `sql`, as text ('' when there is no row). */
export async function scalar(sql: string, params: unknown[] = []): Promise<string> {
  pool ??= connect();
  const { rows } = await pool.query(sql, params);
  const first = rows[0] as Record<string, unknown> | undefined;
  return first ? String(Object.values(first)[0] ?? '') : '';
}

export async function closeDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
