#!/usr/bin/env node
// `npm run demo [-- --small]`: demo members and content in the database `npm start` uses
// (see apps/server/src/demo). Refuses NODE_ENV=production.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { serverBuildFile, serverBuildIsFresh } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The compiled command when a build (or a start) left it newer than every source, as for `npm run
// admin`: through tsx, loading the sources cost the journeys and the Lighthouse bench 2 to 3 s of CPU a run.
if (serverBuildIsFresh()) {
  await import(serverBuildFile('demo'));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(path.join(root, 'apps/server/src/demo/demo.ts'));
}
