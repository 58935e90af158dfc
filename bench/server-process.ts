// The real server as a child process on loopback, for bench/durability.ts, uploads.ts and chat.ts:
// compiled as `npm start` runs it (apps/server/dist/src/server.mjs, built first when stale).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { request, type Site } from './lib';

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const compiled = path.join(root, 'apps/server/dist/src/server.mjs');
let built = false;

/** Compiles the server when stale, once per bench process (scripts/server-build.mjs), as `npm start` does. */
function ensureCompiled(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/server-build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the server did not compile');
  built = true;
}

/**
 * Starts and kills the compiled server (`node apps/server/dist/src/server.mjs`) with the given
 * environment, on 127.0.0.1. The last lines of its stderr are kept for error messages.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private stderr: string[] = [];
  constructor(
    private readonly site: Site,
    private readonly env: Record<string, string>,
    /** Extra node flags (e.g. --cpu-prof); BENCH_SERVER_NODE_ARGS adds some to every bench server. */
    private readonly nodeArgs: string[] = (process.env.BENCH_SERVER_NODE_ARGS ?? '')
      .split(' ')
      .filter(Boolean),
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawns the server and waits until /api/health answers 200 (at most `timeoutMs`). */
  async start(timeoutMs = 60_000): Promise<void> {
    ensureCompiled();
    const child = spawn(process.execPath, [...this.nodeArgs, compiled], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...this.env, HOST: '127.0.0.1', PORT: String(this.site.port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    child.stderr?.on('data', (d: Buffer) => {
      this.stderr.push(...String(d).split('\n').filter(Boolean));
      this.stderr.splice(0, Math.max(0, this.stderr.length - 20));
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited while starting:\n${this.stderr.join('\n')}`);
      }
      const health = await request(this.site, 'GET', '/api/health').catch(() => null);
      if (health?.status === 200) return;
      await sleep(100);
    }
    throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
  }

  /** Sends `signal` and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
    this.child = null;
  }
}
