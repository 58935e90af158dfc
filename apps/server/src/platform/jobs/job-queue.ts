import pg from 'pg';
import PgBoss from 'pg-boss';

const { DatabaseError } = pg;

/**
 * Background work as durable jobs in PostgreSQL (pg-boss, docs/decisions/016-durable-jobs-pg-boss.md):
 * a queued run survives a restart, a failed run is retried with exponential back-off, and each run
 * is taken by exactly one worker whichever instance it is on.
 */
export interface JobDefinition {
  /** The queue's name (letters, digits, dashes). */
  name: string;
  /** A cron expression (UTC, minute precision) on which a run is also queued, once for all instances. */
  schedule?: string;
  /** Retries after a failed run, 2^n × retryDelaySeconds apart. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still going after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** Does the due work (with the data of a run queued by sendLater); a throw fails the run. */
  run(data?: unknown): Promise<unknown>;
}

/** A run queued for later: not taken before `startAfter`; one waiting run per `singletonKey`. */
export interface LaterRun {
  startAfter: Date;
  singletonKey: string;
}

export interface JobCount {
  queue: string;
  state: JobState;
  count: number;
}

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobQueue {
  /** Declares a job; before start(). */
  define(job: JobDefinition): void;
  /**
   * Queues a run of a defined job now. Runs coalesce: while one waits, another is not added (the
   * waiting one will see the new work). Sends coalesce too: the sends asked while this instance's
   * send of the job is in flight (a busy chat asks one a message) become one send after it, whose
   * run starts after all their commits. Before start(), or after stop(), it does nothing.
   */
  send(name: string): Promise<void>;
  /**
   * Queues one run of a defined job with its data, due at `startAfter` (a reminder): stored in
   * PostgreSQL, so it survives restarts, and taken by one worker of all the instances. A second
   * send with the same key while the first waits adds nothing. Before start() it does nothing.
   */
  sendLater(name: string, data: object, later: LaterRun): Promise<void>;
  /** Creates the queues and schedules, then works them on this instance. */
  start(): Promise<void>;
  /** Stops taking runs and waits up to `timeoutMs` for the running ones to finish. */
  stop(timeoutMs?: number): Promise<void>;
  /** How many runs each defined queue has in each state (for the metrics). */
  countsByState(): Promise<JobCount[]>;
}

const SCHEMA = 'pgboss';

export interface JobQueueOptions {
  pool: pg.Pool;
  onError(err: unknown): void;
  /** How often an idle worker looks for queued runs (this instance's own sends wake it at once). */
  pollingIntervalSeconds?: number;
}

/**
 * Runs pg-boss's SQL on a connection of the pool. An error PostgreSQL answered to a statement outside
 * an explicit transaction leaves the connection as good as before, so it goes back to the pool:
 * `pool.query` would close it, and pg-boss meets such errors in normal work (a send to a queue that
 * already has its one waiting run is a unique violation it expects), which under a busy chat closed
 * and reopened connections ten times a second (bench/chat.ts: a PostgreSQL process, a SCRAM
 * handshake on both sides and cold caches each time).
 */
async function executeOn(pool: pg.Pool, text: string, values?: unknown[]) {
  // A run that outlived stop()'s timeout reports its end after the app closed the pool, and pg-boss
  // does not catch that rejection (nor read an empty answer). The app is going away: the statement
  // is left unanswered, and the run stays active until its expiry hands it to another instance.
  if (pool.ending || pool.ended) return new Promise<pg.QueryResult>(() => {});
  const client = await pool.connect();
  try {
    const result = await client.query(text, values);
    client.release();
    return result;
  } catch (err) {
    const harmless = err instanceof DatabaseError && !/\bbegin\b/i.test(text);
    client.release(harmless ? undefined : (err as Error));
    throw err;
  }
}

function bossOn(pool: pg.Pool, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    schema: SCHEMA,
    // The app's pool: jobs count in DB_POOL_SIZE and in the pool metrics.
    db: { executeSql: (text, values) => executeOn(pool, text, values) },
    ...options,
  });
}

/** Creates (or upgrades) pg-boss's tables without working any queue (the test template uses it). */
export async function installJobTables(pool: pg.Pool): Promise<void> {
  const boss = bossOn(pool, { supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

/** The job queue on the app's PostgreSQL pool. */
export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const boss = bossOn(opts.pool);
  boss.on('error', (err) => opts.onError(err));
  const jobs = new Map<string, JobDefinition>();
  const workerIds = new Map<string, string>();
  /** Per job: this instance's send in flight, and the one send queued after it for the sends asked meanwhile. */
  const inFlight = new Map<string, Promise<void>>();
  const queuedAfter = new Map<string, Promise<void>>();
  let running = false;

  const sendNow = (name: string): Promise<void> => {
    const sending = (async () => {
      await boss.send(name, {});
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
    })();
    inFlight.set(name, sending);
    const settle = () => {
      if (inFlight.get(name) === sending) inFlight.delete(name);
    };
    sending.then(settle, settle);
    return sending;
  };

  return {
    define(job) {
      if (running) throw new Error(`Job ${job.name} defined after the queue started`);
      jobs.set(job.name, job);
    },
    async send(name) {
      if (!running) return;
      if (!jobs.has(name)) throw new Error(`Unknown job ${name}`);
      const current = inFlight.get(name);
      if (!current) return sendNow(name);
      // The send in flight may have been queued, and its run taken, before the caller's commit.
      let next = queuedAfter.get(name);
      if (!next) {
        const after = async () => {
          await current.catch(() => {});
          queuedAfter.delete(name);
          if (running) await sendNow(name);
        };
        next = after();
        queuedAfter.set(name, next);
      }
      return next;
    },
    async sendLater(name, data, later) {
      if (!running) return;
      if (!jobs.has(name)) throw new Error(`Unknown job ${name}`);
      await boss.send(name, data, { startAfter: later.startAfter, singletonKey: later.singletonKey });
    },
    async start() {
      await boss.start();
      for (const job of jobs.values()) {
        await boss.createQueue(job.name, {
          name: job.name,
          // One run waiting and one running at most: nudges and the schedule coalesce.
          policy: 'stately',
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds,
        });
        if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
        const id = await boss.work(
          job.name,
          { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
          async (batch) => {
            for (const run of batch) await job.run(run.data);
          },
        );
        workerIds.set(job.name, id);
      }
      running = true;
    },
    async stop(timeoutMs = 15_000) {
      if (!running) return;
      running = false;
      // graceful: the running handlers finish (up to the timeout); close: false, the pool is the app's.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
    },
    async countsByState() {
      const names = [...jobs.keys()];
      const counts = new Map<string, number>();
      if (names.length > 0) {
        const { rows } = await opts.pool.query<{ name: string; state: JobState; count: number }>(
          `select name, state::text as state, count(*)::int as count from ${SCHEMA}.job
           where name = any($1) group by name, state`,
          [names],
        );
        for (const row of rows) counts.set(`${row.name}/${row.state}`, row.count);
      }
      return names.flatMap((queue) =>
        JOB_STATES.map((state) => ({ queue, state, count: counts.get(`${queue}/${state}`) ?? 0 })),
      );
    },
  };
}
