// Starts `npm run cluster` (three instances behind HAProxy) on a fresh data directory of its own
// (data/e2e-{port}, the folder e2e/database.ts reads), for playwright.cluster.config.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3300';
const dataDir = path.join(root, 'data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import(path.join(root, 'scripts', 'cluster.mjs'));
