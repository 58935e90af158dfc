// Starts the app as `npm start` does, on a fresh data directory of its own (data/e2e, or
// data/e2e-{port} when E2E_PORT picks another port, so two runs can go side by side).
//
// E2E_ALSO_START (a JSON object of variables) starts a second server at the same time, this script
// run again with them: Playwright starts its web servers one after the other, and each start (a new
// PostgreSQL, migrated and seeded) waits on the cores the other would use. The second is this
// process's child, in its process group, so it stops with it. Its entry in the config only waits for it
// (await-server.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const also = process.env.E2E_ALSO_START;
if (also) {
  const env = { ...process.env, ...JSON.parse(also) };
  delete env.E2E_ALSO_START;
  spawn(process.execPath, [fileURLToPath(import.meta.url)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  delete process.env.E2E_ALSO_START;
}
const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, 'data', port === '3100' ? 'e2e' : `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// The journeys see "Continue with Google", which the pages offer only when Google sign-in is configured;
// a client that is never used (no journey follows it to Google).
process.env.GOOGLE_CLIENT_ID ??= 'e2e-google-client';
process.env.GOOGLE_CLIENT_SECRET ??= 'e2e-google-secret';
await import(path.join(root, 'scripts', 'start.mjs'));
