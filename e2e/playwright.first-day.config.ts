// The first-day limits of new accounts, on (`npm run test:e2e` runs it after the main suite): the
// main configs turn them off so that their brand-new members can write as much as a journey needs,
// so the one journey that reaches a limit gets a server of its own, as production runs.
import { defineConfig } from '@playwright/test';
import { desktopProject, sharedConfig } from './playwright.base';

// Before the fixtures read it (the workers inherit this process's environment).
process.env.E2E_PORT ??= '3200';
const port = Number(process.env.E2E_PORT);
const shared = sharedConfig(port, 'node e2e/start-server.mjs');

export default defineConfig({
  ...shared,
  testMatch: 'first-day-limits.spec.ts',
  timeout: 120_000,
  projects: [desktopProject],
  webServer: {
    ...shared.webServer,
    timeout: 180_000,
    env: { PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_IP_FACTOR: '50', NEW_ACCOUNT_LIMITS: 'true' },
  },
});
