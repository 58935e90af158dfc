#!/usr/bin/env node
// `npm run admin -- grant|revoke someone@example.com`: the site administrator role; `npm run admin --
// campus list|add|edit|retire|reinstate …`: the campuses. In the database `npm start` uses, also while
// it runs (see apps/server/src/admin).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { serverBuildFile, serverBuildIsFresh } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The compiled command when `npm run build` (or a start) left it newer than every source: loading
// the sources through tsx took 2 s of CPU a run. Otherwise the sources, without building anything.
if (serverBuildIsFresh()) {
  await import(serverBuildFile('admin'));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(path.join(root, 'apps/server/src/admin/admin.ts'));
}
