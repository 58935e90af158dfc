#!/usr/bin/env node
// `npm run demo [-- --small]`: demo members and content in the database `npm start` uses
// (see apps/server/src/demo). Refuses NODE_ENV=production.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/demo/demo.ts'));
