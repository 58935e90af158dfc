#!/usr/bin/env node
// `npm run admin -- grant|revoke someone@example.com`: the site administrator role; `npm run admin --
// campus list|add|edit|retire|reinstate …`: the campuses. In the database `npm start` uses, also while
// it runs (see apps/server/src/admin).
import { runServerCommand } from './server-build.mjs';

await runServerCommand('admin');
