#!/usr/bin/env node
// `npm start`: builds the web app and compiles the server when their builds are missing or older
// than their sources, then runs the compiled server (API + built web app on one port) in this
// process: plain JavaScript, no TypeScript loader in production.
import { ensureServerBuild, serverBuildFile } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();
await import(serverBuildFile());
