#!/usr/bin/env node
// The web app and the compiled server, each built only when a source is newer than its build (as
// `npm start` checks): `npm test`'s build step, after the unit tests, whose start-up test
// (apps/server/src/node-env-starts.test.ts) has just run the whole `npm run build`.
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();
console.log('build: the web app and the server are up to date');
