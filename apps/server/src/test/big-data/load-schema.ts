// The big tables' indexes and constraints around the big dataset's load (big-data.ts).
import type pg from 'pg';

// Indexes and constraints: dropped for the load, made again after (one sort each instead of a
// million index insertions), as pg_restore does.

/** The big tables: their indexes and primary keys are rebuilt after the load. */
export const BIG_TABLES = [
  'posts',
  'post_media',
  'post_likes',
  'chats',
  'chat_members',
  'messages',
  'notifications',
];
/** Every table the load writes: foreign keys from these are checked once, after the load. */
export const LOADED_TABLES = [
  ...BIG_TABLES,
  'users',
  'sales',
  'ratings',
  'ads',
  'reports',
  'saved_searches',
  'campus_moderators',
];

export interface Saved {
  constraints: { table: string; name: string; def: string }[];
  indexes: { name: string; def: string }[];
  foreignKeys: { table: string; name: string; def: string }[];
}

export async function dropForLoad(pool: pg.Pool): Promise<Saved> {
  const fks = await pool.query<{ table: string; name: string; def: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'f'
       and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($2))`,
    [LOADED_TABLES, BIG_TABLES],
  );
  const cons = await pool.query<{ table: string; name: string; def: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype in ('p', 'u') and conrelid::regclass::text = any($1)`,
    [BIG_TABLES],
  );
  const idx = await pool.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and tablename = any($1)
       and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
    [BIG_TABLES],
  );
  for (const fk of fks.rows) await pool.query(`alter table "${fk.table}" drop constraint "${fk.name}"`);
  for (const c of cons.rows) await pool.query(`alter table "${c.table}" drop constraint "${c.name}"`);
  for (const i of idx.rows) await pool.query(`drop index "${i.name}"`);
  return { constraints: cons.rows, indexes: idx.rows, foreignKeys: fks.rows };
}

/**
 * The foreign keys' statements, those between the same two tables (either way) joined into one: adding
 * a key locks its table and then the referenced one, so chats → messages beside messages → chats on
 * two connections would deadlock. Joined, they run as one transaction on one connection.
 */
export function foreignKeyStatements(fks: Saved['foreignKeys']): string[] {
  const byPair = new Map<string, string[]>();
  for (const fk of fks) {
    const referenced = /references\s+("?[\w.]+"?)/i.exec(fk.def)?.[1]?.replaceAll('"', '') ?? fk.table;
    const pair = [fk.table, referenced].sort().join(' ');
    const statement = `alter table "${fk.table}" add constraint "${fk.name}" ${fk.def}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), statement]);
  }
  return [...byPair.values()].map((statements) => statements.join(';\n'));
}

/** Runs the statements on two connections (the machine's two cores), longest first as given. */
export async function inParallel(pool: pg.Pool, statements: string[], connections = 2): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '256MB'`);
        await client.query('set max_parallel_maintenance_workers = 0');
        for (let s = queue.shift(); s; s = queue.shift()) await client.query(s);
      } finally {
        client.release();
      }
    }),
  );
}
