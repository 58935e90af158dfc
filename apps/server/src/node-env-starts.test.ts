import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/test-database';

// The built app starts and renders a page whatever NODE_ENV the shell has (development, production
// with its required settings, or none): one build made under NODE_ENV=development (the shell that
// used to give the server render React's development JSX runtime), then `npm start` three times.
const root = path.resolve(import.meta.dirname, '../../..');
const MINUTE = 60_000;
/** The page's root as the server render fills it (an unrendered page has an empty root). */
const RENDERED = /<div id="root"[^>]*\bdata-server-rendered\b[^>]*>\s*<[a-z]/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** GET `urlPath` with the Host header of `host` (Node does not resolve *.localhost). */
function get(port: number, host: string, urlPath: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: urlPath, headers: { host: `${host}:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

const running: Started[] = [];
const dirs: string[] = [];

/** `npm start`'s script with this NODE_ENV (undefined: unset), a fresh DATA_DIR and a free port. */
async function start(nodeEnv: string | undefined, extra: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-starts-'));
  dirs.push(dataDir);
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    // A database of its own cloned from the test template: no embedded cluster to create per start.
    DATABASE_URL: await createTestDatabase(),
    LOG_LEVEL: 'warn',
    NODE_ENV: nodeEnv,
    ...extra,
  };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const started = { child, port, output: () => output };
  running.push(started);
  return started;
}

/** Waits for /api/health, failing with the server's output when it exits first. */
async function ready({ child, port, output }: Started): Promise<void> {
  const deadline = Date.now() + 3 * MINUTE;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    const res = await get(port, 'localhost', '/api/health').catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer in 3 minutes:\n${output()}`);
}

beforeAll(() => {
  // The trap: a development shell building the app.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
}, 5 * MINUTE);

afterAll(async () => {
  await Promise.all(
    running.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}, MINUTE);

describe('the built app starts under every NODE_ENV', () => {
  it.each([
    ['development', {}],
    ['production', { AUTH_SECRET: 'x'.repeat(40), PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: 'true' }],
    ['unset', {}],
  ] as const)(
    'NODE_ENV=%s serves a rendered campus page',
    async (name, extra) => {
      const server = await start(name === 'unset' ? undefined : name, extra);
      await ready(server);
      // Rendered by the server: content inside #root before any script runs. A render has 2 s before
      // the page goes without it, which a cold server on a busy machine may miss: up to six tries.
      // (A broken render fails every time, with an error rather than a timeout in the log.)
      let page = { status: 0, text: '' };
      for (let i = 0; i < 6 && !RENDERED.test(page.text); i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 1000));
        page = await get(server.port, 'ou.localhost', '/home');
      }
      expect(page.status, server.output()).toBe(200);
      expect(page.text, server.output()).toMatch(RENDERED);
      expect(page.text).toContain('University of Oklahoma');
      expect(server.output()).not.toMatch(/jsxDEV|is not a function/);
    },
    4 * MINUTE,
  );
});
