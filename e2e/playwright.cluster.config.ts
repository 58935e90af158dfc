// The e2e journeys against three instances behind HAProxy (`npm run test:e2e:cluster`, part of
// `npm test`): round robin sends a member's consecutive requests to different instances, so a chat
// message, a live feed update, an upload and a boost's payment all cross instances; cluster.spec.ts
// adds what only a cluster has (a file served by another instance, a rolling restart mid-journey,
// reads on the streaming replica started beside the primary).
//
// The journeys tagged @instances, from any spec, on the desktop project, and only here: their
// behaviour crosses instances (the live feed and chats, realtime while a page loads, uploads served
// from the bucket, transcoding jobs, payments, a rolling restart). The rest of the suite runs once,
// against one instance (playwright.config.ts): the whole suite a second time here added nothing that
// one instance does not cover, and did not fit CI's time.
import { defineConfig } from '@playwright/test';
import { desktopProject, sharedConfig } from './playwright.base';

// Before the fixtures read it (the workers inherit this process's environment).
process.env.E2E_PORT ??= '3300';
const port = Number(process.env.E2E_PORT);
// The dev inbox answers only direct loopback requests, never through the proxy: the fixtures read
// it from the instances themselves.
process.env.E2E_DEV_INBOX_PORTS = [1, 2, 3].map((i) => port + i).join(',');

const shared = sharedConfig(port, 'node e2e/start-cluster.mjs');

export default defineConfig({
  ...shared,
  testMatch: '**/*.spec.ts',
  grep: /@instances/,
  timeout: 120_000,
  projects: [desktopProject],
  webServer: {
    ...shared.webServer,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
    // As playwright.config.ts: journeys write as brand-new members, so the first-day limits are off.
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_FACTOR: '50',
      NEW_ACCOUNT_LIMITS: 'false',
      PASSWORDS_HASHED_ONCE: 'true',
      // A streaming replica beside the primary (scripts/cluster.mjs --replica): the read-only pages
      // read there, so every journey checks that members see their own writes at once.
      CLUSTER_REPLICA: process.env.CLUSTER_REPLICA ?? '1',
    },
  },
});
