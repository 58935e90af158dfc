#!/usr/bin/env node
// `npm run admin -- grant|revoke someone@example.com`: the site administrator role; `npm run admin --
// campus list|add|edit|retire|reinstate …`: the campuses. In the database `npm start` uses, also while
// it runs (see apps/server/src/admin).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/admin/admin.ts'));
