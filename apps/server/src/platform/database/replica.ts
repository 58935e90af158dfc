// One read replica: its pool (a query it cannot answer is run again on the primary) and its state,
// checked lazily: trusted for a moment, then checked again by the request that finds it stale.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';

/** How long a replica's checked state is trusted before a request checks it again. */
export const CHECK_FRESH_MS = 250;
/** A replica found down is asked again this often (a down check may wait for a connect timeout). */
const RECHECK_DOWN_MS = 2000;
const CHECK_TIMEOUT_MS = 1000;

/** An LSN (`16/B374D848`) as a number that compares. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = text ? /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text) : null;
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

export interface ReplicaStatus {
  name: string;
  up: boolean;
  inUse: boolean;
  lagMs: number | null;
  replayLsn: string | null;
}

export interface Replica {
  name: string;
  pool: pg.Pool;
  db: Database;
  up: boolean;
  lagMs: number | null;
  replayLsn: bigint | null;
  replayText: string | null;
  checkedAt: number;
  checking: Promise<void> | null;
  /** The pool's own query, without the move to the primary (the checks must reach the replica). */
  ownQuery: (text: string) => Promise<pg.QueryResult>;
  /** The primary's position at recent checks: a replica past one has everything written before it. */
  heads: { at: number; lsn: bigint }[];
}

/** A replica's name in logs and metrics: its address and database, never its password. */
function replicaName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

/** Errors that say the replica cannot answer (rather than that the query is wrong). */
function replicaUnavailable(err: unknown): boolean {
  // Not PostgreSQL's answer: a refused or broken connection, a pool's connect timeout.
  if (!(err instanceof pg.DatabaseError)) return true;
  const code = err.code ?? '';
  // Connection exceptions, shutdowns, a conflict with recovery, a write sent to a standby.
  return code.startsWith('08') || code.startsWith('57P') || code === '40001' || code === '25006';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('replica check timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ReplicaHooks {
  primaryPool: pg.Pool;
  /** A replica that answered stops answering. */
  onDown(replica: Replica, err: unknown): void;
  /** A query the replica could not answer was run on the primary. */
  onFallback(replica: Replica): void;
}

export function markDown(replica: Replica, err: unknown, hooks: ReplicaHooks): void {
  if (replica.up) hooks.onDown(replica, err);
  replica.up = false;
  replica.lagMs = null;
  replica.checkedAt = Date.now();
}

export function openReplica(url: string, poolSize: number, hooks: ReplicaHooks): Replica {
  const { primaryPool } = hooks;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    idleTimeoutMillis: 5 * 60_000,
    allowExitOnIdle: true,
  });
  pool.on('error', () => {});
  const replica: Replica = {
    name: replicaName(url),
    pool,
    db: undefined as unknown as Database,
    up: false,
    lagMs: null,
    replayLsn: null,
    replayText: null,
    checkedAt: 0,
    checking: null,
    ownQuery: (text) => pool.query(text),
    heads: [],
  };
  // Drizzle reads through pool.query: a replica that cannot answer hands the query to the primary.
  const replicaQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  replica.ownQuery = (text) => replicaQuery(text) as Promise<pg.QueryResult>;
  const primaryQuery = primaryPool.query.bind(primaryPool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return replicaQuery(...args);
    return replicaQuery(...args).catch((err: unknown) => {
      if (!replicaUnavailable(err)) throw err;
      markDown(replica, err, hooks);
      hooks.onFallback(replica);
      return primaryQuery(...args);
    });
  };
  replica.db = drizzle(pool, { schema });
  return replica;
}

async function check(replica: Replica, hooks: ReplicaHooks): Promise<void> {
  const { primaryPool } = hooks;
  const started = Date.now();
  try {
    // The primary's position first: a replica that has replayed it is not behind at all.
    const [head, state] = await withTimeout(
      Promise.all([
        primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
        replica.ownQuery(
          `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as replay,
                  extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 as replayed_at_ms`,
        ),
      ]),
      CHECK_TIMEOUT_MS,
    );
    const headLsn = parseLsn(head.rows[0]!.lsn)!;
    const row = state.rows[0] as { replay: string | null; replayed_at_ms: string | null };
    const replay = parseLsn(row.replay);
    replica.replayLsn = replay;
    replica.replayText = row.replay;
    replica.lagMs = replay === null ? null : lagOf(replica, replay, headLsn, started, row.replayed_at_ms);
    replica.heads.push({ at: started, lsn: headLsn });
    if (replica.heads.length > 64) replica.heads.shift();
    replica.up = replay !== null;
    replica.checkedAt = Date.now();
  } catch (err) {
    markDown(replica, err, hooks);
  }
}

/**
 * How stale the replica's data may be: 0 when it has replayed the primary's current position;
 * else the smaller of two upper bounds, the time since an earlier check whose primary position it
 * has replayed, and the age of the last transaction it replayed. (The second alone would call a
 * replica of an idle primary far behind as soon as a checkpoint or a vacuum writes WAL.)
 */
function lagOf(
  replica: Replica,
  replay: bigint,
  head: bigint,
  now: number,
  replayedAtMs: string | null,
): number {
  if (replay >= head) return 0;
  let bound = replayedAtMs === null ? Number.POSITIVE_INFINITY : Math.max(0, Number(replayedAtMs));
  for (let i = replica.heads.length - 1; i >= 0; i--) {
    const sample = replica.heads[i]!;
    if (sample.lsn <= replay) {
      bound = Math.min(bound, now - sample.at);
      break;
    }
  }
  return bound;
}

/** Checks the replica when its state is older than a moment (concurrent callers share one check). */
export function refreshReplica(replica: Replica, hooks: ReplicaHooks): Promise<void> {
  const age = Date.now() - replica.checkedAt;
  if (age < (replica.up ? CHECK_FRESH_MS : RECHECK_DOWN_MS) && replica.checkedAt > 0)
    return Promise.resolve();
  replica.checking ??= check(replica, hooks).finally(() => {
    replica.checking = null;
  });
  return replica.checking;
}
