#!/usr/bin/env node
// `npm run cluster`: the app as production runs it, on one machine. One PostgreSQL (the embedded one
// under DATA_DIR, or DATABASE_URL's), a local S3-compatible server (s3rver, objects under
// DATA_DIR/s3), three app instances (REALTIME_BUS=postgres, STORAGE=s3, one AUTH_SECRET) and
// Debian's HAProxy in front on PORT (default 3000): round robin, WebSocket upgrade, Host passed,
// X-Forwarded-For added (TRUST_PROXY=1), readiness checks on /api/health/ready.
//
// An instance that exits while the cluster runs is started again (as a process manager would), so a
// test can SIGTERM one and watch the others carry the traffic. DATA_DIR/cluster.json tells the
// ports and pids. SIGINT or SIGTERM stops everything this script started.
//
// `npm run cluster -- --replica` (or CLUSTER_REPLICA=1) also starts a streaming replica of the
// embedded PostgreSQL (platform/database/streaming-replica.ts, a fresh copy each start, on
// CLUSTER_REPLICA_PORT, default PORT + 5) and gives the instances DATABASE_READ_URL.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createS3rver } from '../apps/server/src/test/s3rver.mjs';
import { findTool, missingTool } from './apt-tools.mjs';
import { haproxyConfig, prefixLines } from './cluster-parts.mjs';
import { ensureServerBuild, serverBuildFile } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const proxyPort = Number(env.PORT ?? 3000);
const dataDir = path.resolve(root, env.DATA_DIR ?? 'data/cluster');
const instancePorts = (env.CLUSTER_INSTANCE_PORTS ?? [1, 2, 3].map((i) => proxyPort + i).join(','))
  .split(',')
  .map(Number);
const s3Port = Number(env.CLUSTER_S3_PORT ?? proxyPort + 4);
const withReplica = process.argv.includes('--replica') || env.CLUSTER_REPLICA === '1';
const replicaPort = Number(env.CLUSTER_REPLICA_PORT ?? proxyPort + 5);
// HAPROXY_PATH, else on PATH, else Debian's /usr/sbin/haproxy (scripts/apt-tools.mjs).
let haproxyBin;
try {
  haproxyBin = findTool('haproxy', env);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const BUCKET = 'campus-media';
const S3_KEY = 'S3RVER'; // s3rver's fixed credentials
const log = (message) => console.log(`[cluster] ${message}`);

if (!haproxyBin) {
  console.error(missingTool('haproxy'));
  process.exit(1);
}
ensureWebBuild();
await ensureServerBuild();

const { register } = await import('tsx/esm/api');
register();
const { default: pino } = await import('pino');
const { lockDataDir } = await import('../apps/server/src/platform/database/data-dir-lock.ts');
const { startEmbeddedPostgres } = await import('../apps/server/src/platform/database/embedded-postgres.ts');
const { APP_DATABASE } = await import('../apps/server/src/platform/database/database.ts');
const { ensureDatabase } = await import('../apps/server/src/db/client.ts');
const { startStreamingReplica } = await import('../apps/server/src/platform/database/streaming-replica.ts');

/** What stop() undoes, newest first. */
const cleanups = [];
let stopping = false;

// PostgreSQL: DATABASE_URL's, or the embedded cluster under DATA_DIR (this script holds its lock).
let databaseUrl = env.DATABASE_URL;
let primaryAdminUrl;
if (!databaseUrl) {
  const release = lockDataDir(dataDir);
  cleanups.push(async () => release());
  const postgres = await startEmbeddedPostgres({
    dir: path.join(dataDir, 'postgres'),
    port: Number(env.EMBEDDED_PG_PORT ?? 0),
    logger: pino({ level: 'warn' }),
  });
  cleanups.push(() => postgres.stop());
  await ensureDatabase(postgres.adminUrl, APP_DATABASE);
  databaseUrl = postgres.urlFor(APP_DATABASE);
  primaryAdminUrl = postgres.adminUrl;
}

// The replica copies the primary's data directory, so it needs the embedded PostgreSQL on this machine.
let readUrl = env.DATABASE_READ_URL;
if (withReplica) {
  if (!primaryAdminUrl) {
    console.error(
      '[cluster] --replica copies the embedded PostgreSQL; leave DATABASE_URL unset (or set DATABASE_READ_URL).',
    );
    process.exit(1);
  }
  let replica;
  try {
    replica = await startStreamingReplica({
      primaryAdminUrl,
      dir: path.join(dataDir, 'replica', 'postgres'),
      port: replicaPort,
      logger: pino({ level: 'warn' }),
    });
  } catch (err) {
    console.error(`[cluster] ${err instanceof Error ? err.message : err}`);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    process.exit(1);
  }
  cleanups.push(() => replica.stop());
  readUrl = replica.urlFor(APP_DATABASE);
  log(`streaming replica on 127.0.0.1:${replicaPort}; the instances read there (DATABASE_READ_URL)`);
}

// The S3-compatible server, with the bucket.
const s3 = createS3rver({
  address: '127.0.0.1',
  port: s3Port,
  directory: path.join(dataDir, 's3'),
  silent: true,
  configureBuckets: [{ name: BUCKET }],
});
await s3.run();
cleanups.push(() => s3.close());
const s3Endpoint = `http://127.0.0.1:${s3Port}`;
log(`S3-compatible server on ${s3Endpoint}, bucket ${BUCKET}`);

// One secret for every instance (sessions and tokens signed by one are read by the others).
const secretFile = path.join(dataDir, 'auth.secret');
if (!env.AUTH_SECRET && !fs.existsSync(secretFile)) {
  fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
}
const authSecret = env.AUTH_SECRET ?? fs.readFileSync(secretFile, 'utf8').trim();

const instanceEnv = (port) => ({
  ...env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
  REALTIME_BUS: 'postgres',
  STORAGE: 's3',
  S3_ENDPOINT: s3Endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: S3_KEY,
  S3_SECRET_ACCESS_KEY: S3_KEY,
  S3_FORCE_PATH_STYLE: 'true',
  AUTH_SECRET: authSecret,
  // One proxy hop: the client is the address HAProxy appends to X-Forwarded-For.
  TRUST_PROXY: '1',
  // Links in e-mails and redirects name the proxy, never an instance.
  PUBLIC_URL: env.PUBLIC_URL ?? `http://${env.BASE_DOMAIN ?? 'localhost'}:${proxyPort}`,
  // Longer than HAProxy needs to see a failing readiness (2 checks, 1 s apart).
  SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '3000',
  // Said once in docs/decisions/017 (the SDK's coming Node 22 floor); not three times per start here.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED:
    env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ?? 'true',
});

const instances = instancePorts.map((port, i) => ({ name: `app${i + 1}`, port, child: null }));

function writeState() {
  const state = {
    pid: process.pid,
    proxyPort,
    s3: { endpoint: s3Endpoint, bucket: BUCKET },
    // The instances' storage settings, for a tool writing files beside them (`npm run demo`).
    storageEnv: Object.fromEntries(
      Object.entries(instanceEnv(0)).filter(([key]) => key === 'STORAGE' || key.startsWith('S3_')),
    ),
    replica: withReplica ? { port: replicaPort } : null,
    haproxy: { pid: proxy?.pid ?? null, config: path.join(dataDir, 'haproxy', 'haproxy.cfg') },
    instances: instances.map(({ name, port, child }) => ({ name, port, pid: child?.pid ?? null })),
  };
  // Written whole then renamed: a reader (the cluster journey polls it during a rolling restart)
  // never sees a half-written file.
  const file = path.join(dataDir, 'cluster.json');
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

function startInstance(instance) {
  // The compiled server, as `npm start` runs it (no TypeScript loader).
  const child = spawn(process.execPath, [serverBuildFile()], {
    cwd: root,
    env: instanceEnv(instance.port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  prefixLines(child, instance.name);
  child.on('exit', (code, signal) => {
    if (instance.child === child) instance.child = null;
    if (stopping) return;
    log(`${instance.name} exited (${signal ?? code}); starting it again`);
    setTimeout(() => {
      if (!stopping) {
        startInstance(instance);
        writeState();
      }
    }, 500);
  });
}

async function waitReady(port, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (stopping) return;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the instance on port ${port} did not become ready`);
}

let proxy = null;
async function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  const running = instances.map((i) => i.child).filter(Boolean);
  const exited = running.map((child) => new Promise((r) => child.once('exit', r)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 30_000))]);
  if (proxy && proxy.exitCode === null) {
    const gone = new Promise((r) => proxy.once('exit', r));
    proxy.kill('SIGTERM');
    await gone;
  }
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(path.join(dataDir, 'cluster.json'), { force: true });
  log('stopped');
  process.exit(exitCode);
}
// embedded-postgres (async-exit-hook) would stop PostgreSQL and exit at once on these signals, under
// the running instances; stop() takes everything down in order instead.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.removeAllListeners(signal);
  process.on(signal, () => void stop(signal));
}

try {
  for (const instance of instances) startInstance(instance);
  writeState();
  await Promise.all(instances.map((i) => waitReady(i.port)));
  const configFile = path.join(dataDir, 'haproxy', 'haproxy.cfg');
  fs.mkdirSync(path.dirname(configFile), { recursive: true });
  fs.writeFileSync(configFile, haproxyConfig(instances, env.HOST ?? '0.0.0.0', proxyPort));
  // -db: in the foreground, as this user, with this configuration only.
  proxy = spawn(haproxyBin, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(proxy, 'haproxy');
  writeState();
  proxy.on('exit', (code) => {
    if (!stopping) {
      console.error(`[cluster] HAProxy exited (${code}); stopping the cluster`);
      void stop('haproxy exit', 1);
    }
  });
  await waitReady(proxyPort, 30_000);
  log(`ready: http://localhost:${proxyPort} (instances on ${instancePorts.join(', ')})`);
} catch (err) {
  console.error(`[cluster] ${err instanceof Error ? err.message : err}`);
  await stop('failure', 1);
}
