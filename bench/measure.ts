// The benches' measurements: a steady open-loop load from a worker thread, autocannon's closed loop,
// EXPLAIN of a statement, and the table the benches print.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import type pg from 'pg';
import type { Site } from './lib';

export interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

/**
 * The load of `measure` at a steady rate, from a worker thread: request n starts at start + n / rate
 * whatever the earlier ones are doing (an open loop, up to 64 connections), and its latency runs from
 * that planned start to the end of its answer, so a stall of the server (or of this client) counts in
 * every request it delays. autocannon's `overallRate` measured something else: each connection sent
 * its share of a second back to back, then waited for the next second (half the peak rate was the
 * full load for half of each second), and its coordinated-omission correction took 1/rate seconds
 * for milliseconds (`Math.ceil(1 / rate)` = 1 ms) and filled the histogram with made-up samples.
 */
const STEADY_LOAD_WORKER = `
const { parentPort, workerData: w } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const interval = 1000 / w.rate;
const total = Math.max(1, Math.round(w.rate * w.seconds));
const latencies = [];
let failed = 0;
let done = 0;
let sent = 0;
const start = performance.now() + 20;
const finish = () => {
  done += 1;
  if (done < total) return;
  agent.destroy();
  parentPort.postMessage({ latencies, failed, seconds: (performance.now() - start) / 1000 });
};
const fire = (planned) => {
  let settled = false;
  const settle = (ok) => {
    if (settled) return;
    settled = true;
    if (ok) latencies.push(performance.now() - planned);
    else failed += 1;
    finish();
  };
  const req = http.request(
    { host: '127.0.0.1', port: w.port, path: w.path, method: w.method, agent, headers: w.headers },
    (res) => {
      res.resume();
      res.on('end', () => settle(res.statusCode >= 200 && res.statusCode < 300));
      res.on('error', () => settle(false));
    },
  );
  req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
  req.on('error', () => settle(false));
  req.end(w.body);
};
const tick = () => {
  const now = performance.now();
  while (sent < total && start + sent * interval <= now) {
    fire(start + sent * interval);
    sent += 1;
  }
  if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
};
setTimeout(tick, 20);
`;

async function measureSteady(
  name: string,
  site: Site,
  url: string,
  opts: { seconds: number; rate: number; cookie?: string; post?: unknown },
): Promise<Measured> {
  const body = opts.post === undefined ? undefined : JSON.stringify(opts.post);
  const worker = new Worker(STEADY_LOAD_WORKER, {
    eval: true,
    workerData: {
      port: site.port,
      path: url,
      method: body === undefined ? 'GET' : 'POST',
      body,
      rate: opts.rate,
      seconds: opts.seconds,
      headers: {
        host: site.host,
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(body === undefined ? {} : { origin: `http://${site.host}`, 'content-type': 'application/json' }),
      },
    },
  });
  const result = await new Promise<{ latencies: number[]; failed: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  const { latencies, failed } = result;
  if (failed > 0 || latencies.length === 0) {
    throw new Error(`${name}: ${failed} of ${failed + latencies.length} requests failed`);
  }
  latencies.sort((a, b) => a - b);
  // In tenths of a millisecond (autocannon's figures are whole ones).
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10;
  return {
    name,
    rps: latencies.length / result.seconds,
    p50: at(0.5),
    p99: at(0.99),
    total: latencies.length,
  };
}

/**
 * Loads one URL for `seconds` from a worker thread (so the client does not share the server's event
 * loop): as fast as `connections` allow, or with `rate`, at that steady rate (measureSteady).
 */
export async function measure(
  name: string,
  site: Site,
  url: string,
  opts: {
    seconds: number;
    connections: number;
    cookie?: string;
    rate?: number;
    /** A POST with this JSON body (same-origin, as a browser sends it) instead of a GET. */
    post?: unknown;
  },
): Promise<Measured> {
  if (opts.rate) return measureSteady(name, site, url, { ...opts, rate: opts.rate });
  const result = await autocannon({
    ...(opts.post === undefined ? {} : { method: 'POST', body: JSON.stringify(opts.post) }),
    url: `http://127.0.0.1:${site.port}${url}`,
    connections: opts.connections,
    duration: opts.seconds,
    workers: 1,
    timeout: 10,
    headers: {
      host: site.host,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.post === undefined
        ? {}
        : { origin: `http://${site.host}`, 'content-type': 'application/json' }),
    },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(
      `${name}: ${failed} of ${result.requests.sent} requests failed ` +
        `(non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  }
  // Requests still in flight when autocannon stops finish before the next measurement starts.
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Answers over the run's own seconds: autocannon's average is of whole seconds' counts, none in a
  // run shorter than a second (the benches' quick pass measures half-seconds).
  const { total } = result.requests;
  const rps = total / Math.max(result.duration, 0.01);
  return { name, rps, p50: result.latency.p50, p99: result.latency.p99, total };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a captured query with its values, or with `generic_plan` the plan
 * PostgreSQL makes without them (what a prepared statement may settle on): its plan lines and
 * whether it reads `index`.
 */
export async function explain(
  pool: pg.Pool,
  query: { sql: string; params: unknown[] },
  index: string,
  mode: 'analyze' | 'generic_plan' = 'analyze',
) {
  const result =
    mode === 'analyze'
      ? await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params)
      : await pool.query<{ 'QUERY PLAN': string }>(`explain (generic_plan) ${query.sql}`);
  const plan = result.rows.map((r) => r['QUERY PLAN']);
  return { plan, usesIndex: plan.some((line) => line.includes(index)) };
}

/** A fixed-width table of the measurements with each one's rate as a ratio to `base`. */
export function table(rows: Measured[], base: Measured): string {
  const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
  // autocannon records whole milliseconds: 0 means under one.
  const ms = (n: number) => (n < 1 ? '<1' : num(n, 1));
  const lines = [['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'ratio to health']];
  for (const r of rows) {
    lines.push([r.name, num(r.total), num(r.rps), ms(r.p50), ms(r.p99), (r.rps / base.rps).toFixed(3)]);
  }
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  return lines
    .map((l) =>
      l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    )
    .join('\n');
}
