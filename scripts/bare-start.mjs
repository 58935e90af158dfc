#!/usr/bin/env node
// `npm run test:bare-start`: the README's two commands on a clean clone, as on a machine with only
// Node and npm. The committed HEAD is cloned into a temp folder, `npm ci` and `npm start` run there
// with a PATH that lacks ffmpeg, ffprobe, Chromium, HAProxy and nginx (and no FFMPEG_PATH), on a free
// port and a data folder of their own. Then: the hub answers, a member posts a photo, a video upload
// is refused with the plain sentence, and the server logged once that videos are off. Any failed
// check exits non-zero with what went wrong; the server is stopped and the temp folder removed.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { multipart, request } from './bare-start-client.mjs';
import { png, tinyMp4 } from './tiny-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What a bare machine lacks (the programs the app or its tests can use when present). */
const HIDDEN = new Set([
  'ffmpeg',
  'ffprobe',
  'chromium',
  'chromium-browser',
  'chrome',
  'google-chrome',
  'haproxy',
  'nginx',
]);
/** UPLOAD_MESSAGES.videosOff (packages/domain/src/posts/uploads.ts), the words a person reads. */
const VIDEOS_OFF = "Videos can't be added on this site yet. Photos can.";
const START_TIMEOUT_MS = 10 * 60 * 1000;

class CheckFailed extends Error {}
const fail = (message) => {
  throw new CheckFailed(message);
};
const step = (message) => console.log(`bare-start: ${message}`);

/** A folder of links to every program on PATH except HIDDEN; node's own folder comes first. */
function barePath(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const dirs = [path.dirname(process.execPath), ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const d of dirs) {
    let names = [];
    try {
      names = fs.readdirSync(d);
    } catch {
      continue;
    }
    for (const name of names) {
      if (HIDDEN.has(name) || fs.existsSync(path.join(dir, name))) continue;
      const target = path.join(d, name);
      try {
        fs.accessSync(target, fs.constants.X_OK);
        if (fs.statSync(target).isFile()) fs.symlinkSync(target, path.join(dir, name));
      } catch {
        // Not a program (or a dangling link): a bare machine would not have it either.
      }
    }
  }
  for (const name of HIDDEN)
    if (fs.existsSync(path.join(dir, name))) fail(`${name} is still on the bare PATH`);
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The environment of a fresh shell: PATH without the hidden programs, nothing of this app's settings. */
function bareEnv(pathDir, extra) {
  const env = { PATH: pathDir, HOME: process.env.HOME ?? os.homedir(), LANG: process.env.LANG ?? 'C.UTF-8' };
  for (const key of ['USER', 'TMPDIR', 'npm_config_cache', 'npm_config_registry']) {
    if (process.env[key]) env[key] = process.env[key];
  }
  return { ...env, ...extra };
}

const doc = (text) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
});

const expectStatus = (res, status, what) => {
  if (res.status !== status) fail(`${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
  return res;
};

/** The newest verification code mailed to `to`, from the dev inbox (development's default). */
async function codeFor(port, to) {
  for (let i = 0; i < 100; i++) {
    const res = await request(port, 'localhost', 'GET', `/api/dev/mail?to=${encodeURIComponent(to)}`);
    const found = res.json?.messages?.find((m) => /is your .* verification code/.test(m.subject));
    if (found) return found.subject.slice(0, 4);
    await new Promise((r) => setTimeout(r, 300));
  }
  return fail(`no verification code mailed to ${to}`);
}

/** A verified member of OU with a set-up profile, through the API as the web app calls it. */
async function joinOu(port) {
  const jar = new Map();
  const name = `bare${Date.now().toString(36)}`;
  const email = `${name}@example.com`;
  const account = { email, fullName: 'Bea Bare', password: 'secret123', acceptTerms: true };
  expectStatus(
    await request(port, 'ou', 'POST', '/api/accounts/register', { json: account, jar }),
    200,
    'register',
  );
  const code = await codeFor(port, email);
  expectStatus(
    await request(port, 'ou', 'POST', '/api/accounts/verify', { json: { code }, jar }),
    200,
    'verify',
  );
  const school = `${name}@ou.edu`;
  const asked = await request(port, 'ou', 'POST', '/api/me/school-email', { json: { email: school }, jar });
  expectStatus(asked, 204, 'school e-mail');
  const joined = { email: school, code: await codeFor(port, school) };
  expectStatus(
    await request(port, 'ou', 'POST', '/api/me/school-email/verify', { json: joined, jar }),
    200,
    'join OU',
  );
  const photo = multipart('me.png', 'image/png', png());
  expectStatus(await request(port, 'ou', 'POST', '/api/me/photo', { ...photo, jar }), 200, 'profile photo');
  expectStatus(
    await request(port, 'ou', 'POST', '/api/me/profile', { json: { bio: 'Bare' }, jar }),
    200,
    'profile',
  );
  return jar;
}

async function checks(port, output) {
  const hub = expectStatus(await request(port, 'localhost', 'GET', '/'), 200, 'the hub (GET / on localhost)');
  if (!/<html/i.test(hub.text)) fail('the hub did not answer a page');
  step('the hub answers');

  const jar = await joinOu(port);
  const photo = multipart('lamp.png', 'image/png', png(320, 240));
  const upload = expectStatus(
    await request(port, 'ou', 'POST', '/api/uploads', { ...photo, jar }),
    201,
    'photo upload',
  );
  const created = await request(port, 'ou', 'POST', '/api/posts', {
    json: { text: doc('A desk lamp, barely used'), uploadIds: [upload.json.id] },
    jar,
  });
  expectStatus(created, 201, 'photo post');
  if (created.json.media?.[0]?.kind !== 'image') fail(`the post has no photo: ${created.text.slice(0, 300)}`);
  step('a photo post works');

  const video = multipart('clip.mp4', 'video/mp4', tinyMp4);
  const refused = await request(port, 'ou', 'POST', '/api/uploads', { ...video, jar });
  if (refused.status < 400 || refused.status >= 500)
    fail(`a video upload answered ${refused.status}, not a 4xx`);
  if (refused.json?.error?.code !== 'videos_off' || refused.json.error.message !== VIDEOS_OFF)
    fail(`a video upload answered ${refused.text.slice(0, 300)}, not videos_off with "${VIDEOS_OFF}"`);
  step(`a video upload is refused (${refused.status}): ${refused.json.error.message}`);

  const notices = output()
    .split('\n')
    .filter((line) => line.includes('Videos are off'));
  if (notices.length !== 1) fail(`expected one "Videos are off" line in the log, found ${notices.length}`);
  if (!notices[0].includes('apt-get install -y ffmpeg') || !notices[0].includes('FFMPEG_PATH'))
    fail(`the videos-off line does not say how to turn them on: ${notices[0]}`);
  step('the log says once that videos are off, and how to turn them on');
}

/** Waits until the server answers /api/health, or fails when it exits or takes too long. */
async function waitUntilUp(port, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      fail(
        `npm start exited (${child.exitCode ?? child.signalCode}) before answering:\n${output().slice(-4000)}`,
      );
    const res = await request(port, 'localhost', 'GET', '/api/health').catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  fail(`npm start did not answer within ${START_TIMEOUT_MS / 60000} minutes:\n${output().slice(-4000)}`);
}

/** Ctrl-C, as a person stops it: SIGINT to its process group; SIGKILL if it is still there after 60 s. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const exited = new Promise((resolve) => child.once('exit', () => resolve(true)));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group has already gone.
    }
  };
  signal('SIGINT');
  const clean = await Promise.race([exited, new Promise((r) => setTimeout(() => r(false), 60_000))]);
  if (!clean) {
    signal('SIGKILL');
    await exited;
  }
  return clean;
}

async function main() {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root }).toString().trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim();
  if (dirty) step('uncommitted changes are not part of this run (it clones the committed HEAD)');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-start-'));
  // Run as root, the embedded PostgreSQL runs as its own user, which must reach its data folder.
  fs.chmodSync(tmp, 0o755);
  const app = path.join(tmp, 'app');
  let child = null;
  let failed = false;
  try {
    const pathDir = barePath(path.join(tmp, 'bin'));
    const run = (command, args, cwd = app) =>
      execFileSync(command, args, { cwd, stdio: 'inherit', env: bareEnv(pathDir, {}) });
    step(`cloning ${head.slice(0, 12)} into ${app}`);
    run('git', ['clone', '--quiet', '--no-checkout', root, app], tmp);
    run('git', ['checkout', '--quiet', '--detach', head]);
    step('npm ci (PATH without ffmpeg, ffprobe, Chromium, HAProxy, nginx)');
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);

    const port = await freePort();
    step(`npm start on port ${port}`);
    let log = '';
    child = spawn('npm', ['start'], {
      cwd: app,
      env: bareEnv(pathDir, { PORT: String(port), DATA_DIR: path.join(tmp, 'data') }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk) => {
      log += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    await waitUntilUp(port, child, () => log);
    await checks(port, () => log);
    step('stopping the server (Ctrl-C)');
    const clean = await stop(child);
    if (!clean) fail('the server did not stop within a minute of Ctrl-C');
    if (!/"msg":"stopped"/.test(log)) fail(`the server did not log that it stopped:\n${log.slice(-2000)}`);
  } catch (err) {
    failed = true;
    const message = err instanceof CheckFailed ? err.message : (err?.stack ?? String(err));
    console.error(`\nbare-start FAILED: ${message}\n`);
  } finally {
    if (child) await stop(child).catch(() => {});
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  step('passed');
}

await main();
