// What both Playwright configs share: the Chromium and its flags, the browser settings, the
// desktop project, and how the app under test is started and awaited.
import os from 'node:os';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { findJourneyChromium } from '../scripts/chromium.mjs';

// Debian's headless shell, else the system's Chromium, else the npm package's (scripts/chromium.mjs).
// The workers load this file again: they inherit the answer instead of looking again.
const chromium = findJourneyChromium();
process.env.E2E_CHROMIUM_PATH = chromium.path;
Object.assign(process.env, chromium.env);

// Our flags only: the npm build's own `args` are for AWS Lambda (`--single-process`, no web security,
// …) and would change what the journeys test.
export const launchOptions = {
  executablePath: chromium.path,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The pages of one site in one browser context share a renderer process instead of one each:
    // fewer processes to start, and the scripts compiled once per process. Sites stay apart. The
    // phone journeys took 201 and 207 s (314 and 327 CPU-s) with it, 226 and 214 s (363 and 336)
    // without.
    '--process-per-site',
    // V8's interpreter only: a journey's page lives seconds, too short for its compilers to repay
    // their threads' CPU. The journeys at phone width took 275 and 283 CPU-s with it, 294 and 293
    // without; the accessibility walks 159 and 142 against 165 and 166; the mischief suite the same.
    // The pages use no WebAssembly (which it turns off) but Scan ISBN's reader: textbooks.spec.ts
    // leaves this flag out. Lighthouse keeps V8's defaults.
    '--js-flags=--jitless',
    // One renderer per browser context: a new page otherwise starts a renderer for its first
    // about:blank and a second one for the site it then opens, and the first is thrown away.
    // A new context and its first load cost 0.96 CPU-s with it, 1.18 without (20 of each, alternated).
    '--renderer-process-limit=1',
  ],
};

export const desktopProject = {
  name: 'desktop',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
};

/** The settings both configs share, for the app on `port` (started by `command` from the repo root). */
export function sharedConfig(port: number, command: string) {
  return {
    testDir: '.',
    fullyParallel: true,
    // A core each but one (two at least, four at most): each journey drives a browser beside the
    // server, PostgreSQL and ffmpeg on the same machine. Said for every run, CI or not: Playwright's
    // own default is half the cores, one worker on two, which left them a quarter idle in `npm test`.
    workers: Math.min(4, Math.max(2, os.availableParallelism() - 1)),
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    // A page's first render waits on the shared cores; 5 s (the default) was missed under load.
    expect: { timeout: 10_000 },
    use: {
      baseURL: `http://localhost:${port}`,
      timezoneId: 'America/Chicago',
      locale: 'en-US',
      // Recording every journey's trace costs CPU the journeys share: only a retried one is traced.
      trace: 'on-first-retry',
      // A new browser context installs the service worker, which fetches and stores all of the
      // build's assets (150 files) at once: most journeys open several. Only pwa.spec.ts lets it in.
      serviceWorkers: 'block',
      launchOptions,
    },
    webServer: {
      command,
      cwd: '..',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  } satisfies PlaywrightTestConfig;
}
