#!/usr/bin/env node
// The benches' quick pass, the last step of `npm test`: every bench under bench/ once, small and
// short, so that none can rot unnoticed. It checks that each still runs to its end without an error
// and still prints the figures it claims (its summary lines); it judges no speed (the machine is
// whatever CI has). Each bench's whole output goes to a log file; the summary lines are printed here.
//
//   node scripts/bench-pass.mjs              every bench
//   node scripts/bench-pass.mjs soak,feed    those
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleEntries } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The TypeScript benches run compiled, as the server does (one esbuild bundle each, npm packages
// external, bench/dist/): loading the app through tsx cost a bench 4.4 CPU-s, compiled 2.3, and the
// whole pass took 261 CPU-s against 227.
const compiledDir = path.join(root, 'bench/dist');
const compiled = (file, ...args) => [
  process.execPath,
  path.join(compiledDir, file.replace(/\.ts$/, '.mjs')),
  ...args,
];

/**
 * Each bench's brief settings (its own knobs, bench/README.md) and the lines its summary is made of:
 * every pattern must match a line of its output, or the bench no longer measures what it claims.
 */
const BENCHES = [
  {
    name: 'feed',
    command: compiled('feed.ts'),
    env: {
      BENCH_POSTS: '2000',
      BENCH_SECONDS: '0.5',
      BENCH_PAGE_SECONDS: '0.5',
      BENCH_WARMUP: '0.5',
      BENCH_COMMENTS: '100',
    },
    summary: [
      /^feed \/ bare SQL\s+= /,
      /^post page \/ bare SQL\s+= /,
      /^rendered \/home \/ api feed = /,
      /^rendered post page \/ api feed = /,
    ],
  },
  {
    name: 'search',
    command: compiled('search.ts'),
    // Four of the eleven filtered cases: beside the cluster's journeys, all eleven made it the
    // pass's longest bench (82 s of its lane's 222).
    env: { BENCH_POSTS: '2000', BENCH_ROUNDS: '1', BENCH_SECONDS: '0.5', BENCH_CASES: '4' },
    summary: [/^search p50 \/ primary-key p50 = /, /^lowest filtered \/ bare SQL = /],
  },
  {
    name: 'soak',
    command: compiled('soak.ts', '--minutes', '0.5'),
    env: {},
    besideOthers: true,
    summary: [/^\s*end: .*; errors 0; rss /, /^No errors\.$/],
  },
  {
    name: 'replica',
    command: compiled('replica.ts'),
    env: { BENCH_POSTS: '2000', BENCH_SECONDS: '0.5', BENCH_WARMUP: '0.5' },
    besideOthers: true,
    summary: [
      /^replica \/ primary alone, feed req\/s = /,
      /^primary's share of the feed's reads: 100 % alone, \d+ % with/,
    ],
  },
  {
    name: 'curve',
    command: compiled('curve.ts', '--sizes', '10000', '--temp', '--seconds', '0', '--min', '3'),
    env: {},
    besideOthers: true,
    summary: [
      /^curve 10k: 18 pages, /,
      /^(every statement reads the big tables through an index|Plans not on indexes:|plans not read below 100k)/,
    ],
  },
  {
    name: 'chat',
    command: compiled('chat.ts'),
    env: { BENCH_PAIRS: '20', BENCH_RATE: '20', BENCH_SECONDS: '2', BENCH_WARMUP: '1' },
    besideOthers: true,
    summary: [/^one instance: /, /^two instances: /],
  },
  {
    name: 'uploads',
    command: compiled('uploads.ts'),
    env: { BENCH_UPLOADERS: '1', BENCH_SECONDS: '2', BENCH_WARMUP: '1' },
    summary: [/^feed p99 under uploads \/ idle = /],
  },
  {
    name: 'profile',
    command: compiled('profile.ts', 'feed', path.join(os.tmpdir(), 'campus-bench-pass.cpuprofile')),
    env: { BENCH_POSTS: '2000', BENCH_SECONDS: '2', BENCH_WARMUP: '1' },
    besideOthers: true,
    summary: [/^feed: \d+ req\/s/],
  },
  {
    name: 'lighthouse',
    command: [process.execPath, 'bench/lighthouse.mjs'],
    env: { BENCH_PAGES: 'campus-home' },
    summary: [/^campus home \(member .*\d+\s+\d+\s+\d+\s+\d+$/],
  },
  {
    name: 'durability',
    command: compiled('durability.ts'),
    env: { DURABILITY_KILLS: '3' },
    summary: [
      /^\d+ posts, \d+ comments/,
      /^\d+ acknowledged, 0 lost$/,
      /^counters and the chat are consistent$/,
    ],
  },
];

const wanted = process.argv[2]?.split(',').filter(Boolean);
const unknown = (wanted ?? []).filter((name) => !BENCHES.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(
    `[bench] unknown: ${unknown.join(', ')}; the benches are ${BENCHES.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-pass-'));
console.log(`[bench] a quick pass of every bench (figures not judged); whole outputs in ${logDir}`);
const chosen = BENCHES.filter((b) => !wanted || wanted.includes(b.name));
await bundleEntries(
  chosen
    .map((b) => b.command[1])
    .filter((file) => file.startsWith(compiledDir))
    .map((file) => path.join(root, 'bench', path.basename(file).replace(/\.mjs$/, '.ts'))),
  compiledDir,
);

/** Runs one bench; resolves with its exit code and output. */
function runBench(bench) {
  return new Promise((resolve) => {
    const [command, ...args] = bench.command;
    const log = fs.createWriteStream(path.join(logDir, `${bench.name}.log`));
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...bench.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      log.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (err) => take(`\n${err.message}\n`));
    child.on('close', (code, signal) => {
      log.end();
      resolve({ code: code ?? signal, output });
    });
  });
}

const failures = [];
/**
 * Where the error a failed bench printed begins: a crash prints its message and stack first, then the
 * error's own properties (a database client's, hundreds of lines), so its last lines alone say nothing.
 */
const ERROR_START =
  /^(node:[\w/.:-]+:\d+$|\s*(\w*Error|error)( \[\w+\])?: |Benchmark failed|.*Unhandled 'error')/;

/** Runs one bench and reports it: its summary lines, or why it failed, its error and its last lines. */
async function passOne(bench) {
  const started = Date.now();
  const { code, output } = await runBench(bench);
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const lines = output.split('\n');
  const found = bench.summary.map((pattern) => lines.find((line) => pattern.test(line)));
  const missing = bench.summary.filter((_, i) => found[i] === undefined);
  const args = bench.command.slice(2);
  const settings = [...Object.entries(bench.env).map(([k, v]) => `${k}=${v}`), ...args].join(' ');
  if (code === 0 && missing.length === 0) {
    console.log(
      `[bench] ${bench.name.padEnd(10)} ok in ${took} (${settings || 'defaults'}): ${found.map((l) => l.trim()).join(' | ')}`,
    );
    return;
  }
  const why =
    code !== 0 ? `exited ${code}` : `printed no line like ${missing.map((p) => String(p)).join(', ')}`;
  failures.push(`${bench.name} ${why}`);
  const errorAt = lines.findIndex((line) => ERROR_START.test(line));
  const head = errorAt === -1 ? [] : lines.slice(errorAt, errorAt + 12);
  const tail = lines.slice(Math.max(errorAt === -1 ? 0 : errorAt + head.length, lines.length - 25));
  console.log(`[bench] ${bench.name.padEnd(10)} FAILED in ${took}: ${why}.`);
  if (head.length > 0) {
    console.log('  Its error:');
    for (const line of head) console.log(`    ${line}`);
  }
  console.log('  Its last lines:');
  for (const line of tail) console.log(`    ${line}`);
}

// Two lanes side by side: the soak waits on the clock (half a minute of steady traffic) more than on the
// cores, so it runs beside the others rather than after them, and after it four short ones (the
// replica, the curve, the chat, the profile), so both lanes end about together (beside the cluster's
// journeys in npm test, the first lane took 302 s and the second 210 s with the chat in the first).
// Each lane keeps the list's order. The kills stay in line, last, when the other lane has ended: a
// server's restarts slowed by a busy machine ran out of their bench's time once.
// The figures are not judged here; each bench run alone gives the ones to compare.
const lane = async (benches) => {
  for (const bench of benches) await passOne(bench);
};
await Promise.all([lane(chosen.filter((b) => !b.besideOthers)), lane(chosen.filter((b) => b.besideOthers))]);
if (failures.length > 0) {
  console.log(`[bench] ${failures.length} failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('[bench] every bench ran to its end with 0 errors');
