// Starts the app as `npm start` does, on a fresh data directory of its own (data/e2e, or
// data/e2e-{port} when E2E_PORT picks another port, so two runs can go side by side).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, 'data', port === '3100' ? 'e2e' : `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import(path.join(root, 'scripts', 'start.mjs'));
