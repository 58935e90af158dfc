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

/** Opens a pool on `url` with the Drizzle schema attached. */
export function connectDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // node-postgres closes a connection idle for 10 s by default. A lull that short is common under a
    // steady load, and each new connection costs a PostgreSQL process, a SCRAM handshake on both
    // sides and cold caches and plans (bench/chat.ts at 100 messages a second was opening them all
    // the time). Kept five minutes; an idle pool does not keep a script or a test process alive.
    idleTimeoutMillis: 5 * 60_000,
    allowExitOnIdle: true,
  });
  // An idle client's error (a restarted server, say) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
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
