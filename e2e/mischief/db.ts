// The mischief suite counts writes in the e2e server's own database: what a form wrote, whatever
// the page shows. One pool per worker, closed when the worker ends.
import pg from 'pg';
import { databaseUrl } from '../database';

let pool: pg.Pool | undefined;

/** The first column of the first row of `sql`, as text ('' when there is no row). */
export async function scalar(sql: string, params: unknown[] = []): Promise<string> {
  pool ??= new pg.Pool({ connectionString: databaseUrl(), max: 2 });
  const { rows } = await pool.query(sql, params);
  const first = rows[0] as Record<string, unknown> | undefined;
  return first ? String(Object.values(first)[0] ?? '') : '';
}

export async function closeDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
