// The bare node-postgres baseline of a page: the SQL statements one real request sends, captured
// from the code through a pool hook, replayed in a loop without the app (see bench/README.md).
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { endPool, openPool } from '../apps/server/src/db/client';
import type { Measured } from './lib';

/** One captured statement, as the app handed it to node-postgres. */
export interface Statement {
  text: string;
  values: unknown[];
  /** Set when the app used a named (prepared) statement: the replay prepares it too. */
  name?: string;
}

/**
 * The statements of one request in round trips: a stage holds the statements that were in flight
 * together (a `Promise.all` in the code); stages ran one after the other.
 */
export type Stages = Statement[][];

/**
 * Runs `fn` (one request) and records every statement it sends through `pool.query`, grouped in
 * stages by what was in flight at once. Statements on a checked-out client (transactions) are
 * not seen: pages are reads through the pool.
 */
export async function captureStatements(pool: pg.Pool, fn: () => Promise<unknown>): Promise<Stages> {
  const original = pool.query;
  const stages: Stages = [];
  let inFlight = 0;
  (pool as unknown as { query: unknown }).query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | pg.QueryConfig, unknown[] | undefined];
    const config = typeof first === 'string' ? { text: first } : first;
    const statement: Statement = {
      text: config.text,
      values: structuredClone((second ?? config.values ?? []) as unknown[]),
      ...(config.name ? { name: config.name } : {}),
    };
    if (inFlight === 0) stages.push([]);
    stages.at(-1)!.push(statement);
    inFlight += 1;
    const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return result.finally(() => {
      inFlight -= 1;
    });
  };
  try {
    await fn();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return stages;
}

/** `Statement → round trips` in one line each, for the output. */
export function describeStages(stages: Stages): string[] {
  return stages.map(
    (stage, i) =>
      `  round trip ${i + 1}: ${stage.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 70)).join(' ‖ ')}`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Replays the stages with `connections` concurrent loops for `seconds` on a fresh pool of
 * `poolSize` clients (as the app's): each loop runs the stages in order, each stage's statements at
 * once, as the request did. No HTTP, no app code: what the database and the driver allow.
 */
export async function runBareSql(
  name: string,
  url: string,
  stages: Stages,
  opts: { seconds: number; connections: number; poolSize: number },
): Promise<Measured> {
  const pool = openPool(url, opts.poolSize);
  const run = () =>
    stages.reduce<Promise<unknown>>(
      (previous, stage) =>
        previous.then(() =>
          Promise.all(
            stage.map((s) =>
              pool.query(
                s.name
                  ? { name: s.name, text: s.text, values: s.values }
                  : { text: s.text, values: s.values },
              ),
            ),
          ),
        ),
      Promise.resolve(),
    );
  try {
    for (let i = 0; i < opts.connections * 4; i++) await run(); // warm the pool's connections
    const latencies: number[] = [];
    const end = performance.now() + opts.seconds * 1000;
    const loop = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: opts.connections }, loop));
    const elapsed = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      name,
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      total: latencies.length,
    };
  } finally {
    await endPool(pool);
  }
}
