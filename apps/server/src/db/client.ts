import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a repository function may run: the pool, or inside a transaction. */
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A pool on `url` whose idle connections' errors (a restarted or stopping server, a terminated
 * backend) are not uncaught exceptions: node-postgres emits them on the pool, and with no listener
 * they crash the process.
 */
export function openPool(url: string, max: number, options: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...options });
  pool.on('error', () => {});
  return pool;
}

/**
 * Ends `pool` and waits until its connections have closed. `pool.end()` resolves once each is told
 * to close; a server stopped right after still finds their backends and terminates them, and each
 * then reports that error.
 */
export async function endPool(pool: pg.Pool, waitMs = 5000): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  let timer: NodeJS.Timeout | undefined;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      closed += 1;
      if (closed >= open) resolve();
    });
    // A connection still opening when the pool ends is dropped without a 'remove': bounded wait.
    timer = setTimeout(resolve, waitMs);
    timer.unref();
  });
  try {
    await pool.end();
    await allClosed;
  } finally {
    clearTimeout(timer);
  }
}

/** Opens a pool on `url` with the Drizzle schema attached. */
export function connectDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = openPool(url, poolSize, {
    // node-postgres closes a connection idle for 10 s by default. A lull that short is common under a
    // steady load, and each new connection costs a PostgreSQL process, a SCRAM handshake on both
    // sides and cold caches and plans (bench/chat.ts at 100 messages a second was opening them all
    // the time). Kept five minutes; an idle pool does not keep a script or a test process alive.
    idleTimeoutMillis: 5 * 60_000,
    allowExitOnIdle: true,
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => endPool(pool) };
}

/** Creates `database` on the server of `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
