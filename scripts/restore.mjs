#!/usr/bin/env node
// `npm run restore`: see apps/server/src/backup/restore.ts and docs/operations.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/backup/restore.ts'));
