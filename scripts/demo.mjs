#!/usr/bin/env node
// `npm run demo [-- --small]`: demo members and content in the database `npm start` uses
// (see apps/server/src/demo). Refuses NODE_ENV=production.
import { runServerCommand } from './server-build.mjs';

await runServerCommand('demo');
