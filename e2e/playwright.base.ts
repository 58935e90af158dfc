// What both Playwright configs share: the system Chromium and its flags, the browser settings, the
// desktop project, and how the app under test is started and awaited.
import fs from 'node:fs';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install Debian's package with \`apt-get install -y chromium\`, ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

export const launchOptions = {
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

export const desktopProject = {
  name: 'desktop',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
};

/** The settings both configs share, for the app on `port` (started by `command` from the repo root). */
export function sharedConfig(port: number, command: string) {
  return {
    testDir: '.',
    fullyParallel: true,
    workers: process.env.CI ? 2 : undefined,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    // A page's first render waits on the shared cores; 5 s (the default) was missed under load.
    expect: { timeout: 10_000 },
    use: {
      baseURL: `http://localhost:${port}`,
      timezoneId: 'America/Chicago',
      locale: 'en-US',
      trace: 'retain-on-failure',
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
