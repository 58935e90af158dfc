// The e2e journeys against three instances behind HAProxy (`npm run test:e2e:cluster`, part of
// `npm test`): round robin sends a member's consecutive requests to different instances, so a chat
// message, a live feed update, an upload and a boost's payment all cross instances; cluster.spec.ts
// adds what only a cluster has (a file served by another instance, a rolling restart mid-journey).
//
// A representative subset on the desktop project, to keep CI on two cores near its budget: the
// whole single-instance suite already runs in playwright.config.ts.
import { defineConfig, devices } from '@playwright/test';

// Before the fixtures read it (the workers inherit this process's environment).
process.env.E2E_PORT ??= '3300';
const port = Number(process.env.E2E_PORT);
// The dev inbox answers only direct loopback requests, never through the proxy: the fixtures read
// it from the instances themselves.
process.env.E2E_DEV_INBOX_PORTS = [1, 2, 3].map((i) => port + i).join(',');

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: ['cluster.spec.ts', 'messages.spec.ts', 'posts.spec.ts', 'boost.spec.ts', 'accounts.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: 'America/Chicago',
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node e2e/start-cluster.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
    env: { PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_IP_FACTOR: '50' },
  },
});
