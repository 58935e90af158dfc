import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install Debian's package with \`apt-get install -y chromium\`, ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const launchOptions = {
  executablePath: chromium,
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
  testMatch: '**/*.spec.ts',
  // Needs three instances behind a proxy: playwright.cluster.config.ts runs it.
  testIgnore: 'cluster.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI runs two workers on two cores beside the server, PostgreSQL and ffmpeg: a two-browser journey
  // with uploads has taken 30 s there while every step was still progressing (trace of the posts
  // journey, 2026-11-23), so a journey gets a minute.
  timeout: 60_000,
  // A page's first render waits on the same shared cores; 5 s (the default) was missed under load.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
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
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every browser of the suite comes from 127.0.0.1: per-address limits are raised for it
    // (development's default, said here so the suite does not depend on it).
    // Journeys write as brand-new members: the first-day limits are off (moderation/new-accounts.test.ts).
    env: {
      PORT: String(E2E_PORT),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_FACTOR: '50',
      NEW_ACCOUNT_LIMITS: 'false',
    },
  },
});
