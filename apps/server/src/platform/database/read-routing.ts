// Reads on replicas (DATABASE_READ_URL). The read-only pages ask `request.readDb()` for the database
// to read from; writes, transactions, sessions, limits, jobs and the bus keep the primary's `db`.
// The rule (docs/decisions/028-read-routing.md):
// - a replica is in use while it answers and is at most REPLICA_MAX_LAG_MS behind; its state is
//   checked lazily, by the request that finds it older than a moment, never by a timer;
// - after a mutating request the primary's WAL position is remembered for the session (in this
//   instance's memory and in a cookie the other instances read): that session reads from a replica
//   only once the replica has replayed it, otherwise from the primary (read your own writes); an
//   event a session's socket receives likewise keeps its next reads on the primary for a moment;
//   the memory is keyed by a short hash of a signed session token, so only signed-in writers add to it;
// - after a removal, ban or block, every reader on every instance reads from the primary until the
//   replica has replayed it (read-fences.ts);
// - a replica query that fails because the replica is gone is run again on the primary (a read is
//   safe to repeat) and the replica is left out until a check finds it back.

import { createHash } from 'node:crypto';
import { READ_AFTER_EVENT_HEADER } from '@campus/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createSessionCookieReader, parseCookieHeader } from '../auth/session-cookie';
import type { EventBus } from '../realtime/bus';
import { createReadFences, fencesReads } from './read-fences';
import {
  openReplica,
  parseLsn,
  type Replica,
  type ReplicaHooks,
  type ReplicaStatus,
  refreshReplica,
} from './replica';

export { parseLsn, type ReplicaStatus };

/** Carries the session's last write position to the other instances (`X/Y`, an LSN). */
export const READ_AFTER_COOKIE = 'campus.read_after';
const SESSION_COOKIES = ['campus.session_token', '__Secure-campus.session_token'];
/** Sessions remembered per instance (the oldest are forgotten first; the cookie still holds them). */
export const MAX_SESSIONS = 50_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ReadRouting {
  /** Whether any replica is configured. */
  readonly enabled: boolean;
  /** The database this request's reads go to. */
  dbFor(request: FastifyRequest): Promise<Database>;
  /**
   * For a realtime socket: a function to call on each event it forwards. An event follows a commit,
   * and the page refetches at once: until a replica has replayed a position the primary had after
   * the event, the session reads from the primary (its live feed never misses the new post).
   */
  afterEvents(request: FastifyRequest): () => void;
  /**
   * Remembers the primary's WAL position for this session after a mutating request; with `fence`
   * (a removal, ban or block), every reader waits for a replica past it.
   */
  recordWrite(request: FastifyRequest, reply: FastifyReply, secure: boolean, fence?: boolean): Promise<void>;
  /** How many sessions this instance remembers a write of. */
  rememberedSessions(): number;
  /** Checks the replicas now when their state is older than a moment; returns it. */
  status(): Promise<ReplicaStatus[]>;
  close(): Promise<void>;
}

export function createReadRouting(opts: {
  primary: Database;
  primaryPool: pg.Pool;
  urls: string[];
  maxLagMs: number;
  poolSize: number;
  registry?: Registry;
  onReplicaError?: (err: unknown, replica: string) => void;
  /** The auth secret: only a correctly signed session token is remembered. */
  sessionSecret: string;
  /** Carries fences to the other instances. */
  bus?: EventBus;
  /** A fence not taken by every instance in time (one hangs, or the bus lost it). */
  onSlowFence?: (heard: number, expected: number) => void;
}): ReadRouting {
  const { primary, primaryPool, maxLagMs } = opts;
  const fences = createReadFences(opts.bus, { onSlow: opts.onSlowFence });
  const sessionReaders = SESSION_COOKIES.map((sessionToken) =>
    createSessionCookieReader(opts.sessionSecret, { sessionToken, sessionData: `${sessionToken}.unused` }),
  );
  const hooks: ReplicaHooks = {
    primaryPool,
    onDown: (replica, err) => opts.onReplicaError?.(err, replica.name),
    onFallback: (replica) => fallbacks.inc({ replica: replica.name }),
  };
  const refresh = (replica: Replica) => refreshReplica(replica, hooks);

  const reads = new Counter({
    name: 'db_reads_total',
    help: 'Read-only requests by the database they read from (the primary, or a replica by its address).',
    labelNames: ['database'],
    registers: opts.registry ? [opts.registry] : [],
  });
  const fallbacks = new Counter({
    name: 'db_replica_fallbacks_total',
    help: 'Queries a replica could not answer, run again on the primary.',
    labelNames: ['replica'],
    registers: opts.registry ? [opts.registry] : [],
  });
  const replicas: Replica[] = opts.urls.map((url) => openReplica(url, opts.poolSize, hooks));
  if (opts.registry && replicas.length > 0) {
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'How far each replica is behind the primary (-1: not answering).',
      labelNames: ['replica'],
      registers: [opts.registry],
      async collect() {
        for (const r of await status()) this.set({ replica: r.name }, r.lagMs === null ? -1 : r.lagMs / 1000);
      },
    });
    new Gauge({
      name: 'db_replica_in_use',
      help: 'Whether reads go to each replica (1) or it is left out, down or too far behind (0).',
      labelNames: ['replica'],
      registers: [opts.registry],
      async collect() {
        for (const r of await status()) this.set({ replica: r.name }, r.inUse ? 1 : 0);
      },
    });
  }

  const inUse = (r: Replica) => r.up && r.lagMs !== null && r.lagMs <= maxLagMs;

  async function status(): Promise<ReplicaStatus[]> {
    await Promise.all(replicas.map(refresh));
    return replicas.map((r) => ({
      name: r.name,
      up: r.up,
      inUse: inUse(r),
      lagMs: r.lagMs,
      replayLsn: r.replayText,
    }));
  }

  // The session's last write, by a short hash of its signed session token (this instance); the
  // cookie covers the others. A forged or unsigned cookie is no key: a guest's writes add nothing.
  const lastWrites = new Map<string, { lsn: bigint | null; after: number | null; at: number }>();
  function remember(key: string, lsn: bigint | null, after: number | null) {
    const previous = lastWrites.get(key);
    lastWrites.delete(key);
    lastWrites.set(key, {
      lsn: lsn ?? previous?.lsn ?? null,
      after: after ?? previous?.after ?? null,
      at: Date.now(),
    });
    if (lastWrites.size > MAX_SESSIONS) lastWrites.delete(lastWrites.keys().next().value!);
  }
  const rememberFor = Math.max(60_000, maxLagMs * 10);

  function sessionKey(request: FastifyRequest): string | null {
    const header = request.headers.cookie;
    if (!header) return null;
    for (const read of sessionReaders) {
      const cookie = read(header);
      if (cookie.kind === 'token')
        return createHash('sha256').update(cookie.token).digest('base64url').slice(0, 22);
    }
    return null;
  }

  /** What this request's reads must see: a WAL position, and a primary position taken after a time. */
  function needs(request: FastifyRequest): { lsn: bigint | null; after: number | null } {
    let lsn: bigint | null = null;
    let after: number | null = null;
    const key = sessionKey(request);
    const remembered = key ? lastWrites.get(key) : undefined;
    if (remembered) {
      if (Date.now() - remembered.at < rememberFor) ({ lsn, after } = remembered);
      else lastWrites.delete(key!);
    }
    const header = request.headers.cookie;
    const fromCookie = header ? parseLsn(parseCookieHeader(header).get(READ_AFTER_COOKIE)) : null;
    if (fromCookie !== null && (lsn === null || fromCookie > lsn)) lsn = fromCookie;
    // A refetch after a realtime event, maybe on another instance than the socket's.
    const told = request.headers[READ_AFTER_EVENT_HEADER];
    const eventAt = typeof told === 'string' ? Date.parse(told) : Number.NaN;
    if (Number.isFinite(eventAt) && (after === null || eventAt > after)) after = eventAt;
    return { lsn, after };
  }

  /** Whether the replica has replayed a position the primary had at `after` or later. */
  const replayedSince = (r: Replica, after: number) =>
    r.heads.some((h) => h.at >= after && r.replayLsn !== null && h.lsn <= r.replayLsn);

  let next = 0;
  return {
    enabled: replicas.length > 0,
    async dbFor(request) {
      if (replicas.length === 0) return primary;
      const needed = needs(request);
      const fence = fences.highest();
      if (fence !== null && (needed.lsn === null || fence > needed.lsn)) needed.lsn = fence;
      await Promise.all(replicas.map(refresh));
      const ready = replicas.filter(
        (r) =>
          inUse(r) &&
          (needed.lsn === null || (r.replayLsn !== null && r.replayLsn >= needed.lsn)) &&
          (needed.after === null || replayedSince(r, needed.after)),
      );
      if (ready.length === 0) {
        reads.inc({ database: 'primary' });
        return primary;
      }
      const chosen = ready[next++ % ready.length]!;
      reads.inc({ database: chosen.name });
      return chosen.db;
    },
    afterEvents(request) {
      const key = replicas.length > 0 ? sessionKey(request) : null;
      return key ? () => remember(key, null, Date.now()) : () => {};
    },
    status,
    rememberedSessions: () => lastWrites.size,
    async close() {
      fences.close();
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
    async recordWrite(request, reply, secure, fence = false) {
      const { rows } = await primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const text = rows[0]!.lsn;
      if (fence) await fences.announce(text);
      // An instance without replicas only announces fences: its own reads are on the primary.
      if (replicas.length === 0) return;
      const key = sessionKey(request);
      if (key) remember(key, parseLsn(text), null);
      const maxAge = Math.ceil(rememberFor / 1000);
      reply.header(
        'set-cookie',
        `${READ_AFTER_COOKIE}=${text}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    },
  };
}

/**
 * Gives every request `readDb()` and, when replicas are configured, remembers the primary's WAL
 * position after each mutating request; fences removals on every instance, replicas or not
 * (registered on the root instance, before the routes).
 */
export function registerReadRouting(
  app: FastifyInstance,
  opts: { db: Database; config: Config; registry: Registry; sessionSecret: string; bus: EventBus },
): void {
  const { db, config } = opts;
  const routing = createReadRouting({
    primary: db,
    // drizzle(pool) keeps the pool as $client; the Database type leaves it out.
    primaryPool: (db as Database & { $client: pg.Pool }).$client,
    urls: config.DATABASE_READ_URL,
    maxLagMs: config.REPLICA_MAX_LAG_MS,
    poolSize: config.DB_POOL_SIZE,
    registry: opts.registry,
    onReplicaError: (err, replica) => app.log.warn({ err, replica }, 'a read replica stopped answering'),
    sessionSecret: opts.sessionSecret,
    bus: opts.bus,
    onSlowFence: (heard, expected) =>
      app.log.warn({ heard, expected }, 'a removal went out before every instance had its read fence'),
  });
  const secureCookies = config.isProduction;
  app.decorate('readRouting', routing);
  app.decorateRequest('readDb', function (this: FastifyRequest) {
    return routing.dbFor(this);
  });
  app.addHook('onClose', async () => routing.close());
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 500) return payload;
    const fence = fencesReads(request, reply.statusCode);
    if (!routing.enabled && !fence) return payload;
    try {
      await routing.recordWrite(request, reply, secureCookies, fence);
    } catch (err) {
      // Without the position the session's next reads may miss its write on a lagging replica;
      // the write itself succeeded, so the answer still goes out.
      request.log.warn({ err }, 'could not read the primary WAL position after a write');
    }
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where reads go (platform/database/read-routing.ts). */
    readRouting: ReadRouting;
  }
  interface FastifyRequest {
    /**
     * The database a read-only page reads from: a replica that is up, close enough and has
     * replayed this session's own writes, else the primary (platform/database/read-routing.ts).
     */
    readDb(): Promise<Database>;
  }
}
