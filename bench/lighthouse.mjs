// First-load scores: `node bench/lighthouse.mjs` (see bench/README.md). Lighthouse 12 (mobile preset,
// its default: a mid-range phone, simulated slow 4G) with the Chromium of scripts/chromium.mjs on the
// hub home, a campus home as a signed-in member and a post page, against the app as `npm start` runs it (the
// compiled server and the built web app) on a throwaway data directory filled by `npm run demo`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own driver (its dependency, like chrome-launcher): sets the session cookie in the browser.
import puppeteer from 'puppeteer-core';
import { findChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3143);
// The system's Chromium (CHROMIUM_PATH, else on PATH), else the npm package's headless build.
const found = findChromium();
Object.assign(process.env, found.env);
const CHROME = found.path;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
// Which pages to audit (their slugs, comma-separated: hub-home, campus-home, post-page); all by default.
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean);
// Where to write each audit's full JSON report (LCP element, request chains, main-thread work…) and
// the load's trace beside it (<page>.trace.json).
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-lighthouse-'));
// Running as root, embedded PostgreSQL runs as a created user that must reach its data directory.
fs.chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${PORT}`,
  LOG_LEVEL: 'warn',
  GEO_GATE: 'false',
};
const children = [];
let chrome;

function run(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args[0]} exited ${code}`))));
    if (options.keep) {
      children.push(child);
      resolve(child);
    }
  });
}

/** A request to the app on `host` (Node does not resolve *.localhost: the Host header says it). */
function request(host, method, url, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: url,
        headers: {
          host: `${host}:${PORT}`,
          origin: `http://${host}:${PORT}`,
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function waitForHealth(timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await request('localhost', 'GET', '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the app did not answer /api/health');
}

async function main() {
  console.log(`Data directory ${dataDir}; filling it with the demo (small)…`);
  const demo = await run(['scripts/demo.mjs', '--small']);
  const email = demo.match(/ou\.localhost:\d+\/login[\s\S]*?(\S+@example\.com)/)?.[1];
  if (!email) throw new Error('no OU demo member in the demo output');
  const password = demo.match(/Password for every demo member: (\S+)/)?.[1];

  console.log(`Starting the app on port ${PORT} (npm start: builds when stale, compiled server)…`);
  await run(['scripts/start.mjs'], { keep: true });
  await waitForHealth();

  const login = await request('ou.localhost', 'POST', '/api/accounts/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.text}`);
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const feed = JSON.parse((await request('ou.localhost', 'GET', '/api/feed', { cookie })).text);
  const postId = feed.posts?.find((p) => !p.isSponsored)?.id;
  if (!postId) throw new Error('the member sees no post');

  const pages = [
    { name: 'hub home (guest)', slug: 'hub-home', url: `http://localhost:${PORT}/home` },
    {
      name: `campus home (member ${email})`,
      slug: 'campus-home',
      url: `http://ou.localhost:${PORT}/home`,
      cookie,
    },
    {
      name: 'post page (member)',
      slug: 'post-page',
      url: `http://ou.localhost:${PORT}/post/${postId}`,
      cookie,
    },
  ];
  const audited = ONLY_PAGES ? pages.filter((p) => ONLY_PAGES.includes(p.slug)) : pages;
  if (audited.length === 0)
    throw new Error(`BENCH_PAGES names no page: ${pages.map((p) => p.slug).join(', ')}`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // The member's session goes into the browser's cookie jar (Lighthouse keeps cookies between
  // audits), so the page's own API calls carry it too: an `extraHeaders` Cookie reached the
  // navigation but not the app's fetches, which then answered 401 (the member's pages half-loaded).
  // Through the browser's own target (no extra tab beside the audited one).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const cdp = await browser.target().createCDPSession();
  const setCookies = (url) =>
    cdp.send('Storage.setCookies', {
      cookies: cookie.split('; ').map((pair) => {
        const eq = pair.indexOf('=');
        return { url, name: pair.slice(0, eq), value: pair.slice(eq + 1) };
      }),
    });
  const clearCookies = () => cdp.send('Storage.clearCookies');
  const rows = [];
  for (const page of audited) {
    for (let i = 0; i < RUNS; i++) {
      if (page.cookie) await setCookies(page.url);
      else await clearCookies();
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        // Now and then Chromium's trace of the load comes back without its start (NO_NAVSTART):
        // Lighthouse's own failure, not the page's; the audit runs again (twice at most).
        if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) break;
        console.log(`\n${page.name}: Lighthouse lost the trace (NO_NAVSTART); auditing again`);
      }
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      if (REPORT_DIR) {
        fs.mkdirSync(REPORT_DIR, { recursive: true });
        const file = path.join(REPORT_DIR, `${page.slug}${RUNS > 1 ? `-${i + 1}` : ''}.json`);
        fs.writeFileSync(file, result.report);
        // The load's own trace (observed, before Lighthouse's simulation): what each long task ran.
        const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
        if (trace) fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '';
      // The app's API calls the server refused (a member's page should have none).
      const refused = (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (r) => r.url.includes('/api/') && r.statusCode >= 400,
      );
      rows.push({
        page: page.name,
        scores: CATEGORIES.map(score),
        // Lighthouse's own reading of this machine's CPU speed at the time of the audit: its
        // simulation multiplies the tasks it observed by 4, so a slower or busier machine scores lower.
        cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      });
      const last = rows.at(-1);
      console.log(
        `\n${page.name}${RUNS > 1 ? ` (run ${i + 1})` : ''}: ${page.url}\n  ` +
          CATEGORIES.map((c, j) => `${c} ${last.scores[j]}`).join(', ') +
          `\n  LCP ${last.lcp}, TBT ${last.tbt}, CLS ${last.cls}; CPU index ${last.cpuIndex}` +
          (refused.length
            ? `\n  API calls refused: ${refused.map((r) => `${new URL(r.url).pathname} ${r.statusCode}`).join(', ')}`
            : ''),
      );
    }
  }
  await browser.disconnect();
  console.log('\nLighthouse 12, mobile preset (simulated throttling):');
  console.log(`${'page'.padEnd(48)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}  CPU index`);
  for (const r of rows)
    console.log(
      `${r.page.slice(0, 48).padEnd(48)} ${r.scores.map((s) => String(s).padStart(15)).join('')}  ${r.cpuIndex}`,
    );
  if (RUNS > 1) {
    console.log('\nMedian performance of each page:');
    for (const page of audited) {
      const perf = rows
        .filter((r) => r.page === page.name)
        .map((r) => r.scores[0])
        .sort((a, b) => a - b);
      console.log(`${page.slug}: ${perf[Math.floor(perf.length / 2)]} (runs: ${perf.join(', ')})`);
    }
  }
}

async function stop() {
  await chrome?.kill();
  for (const child of children) {
    child.kill('SIGTERM');
    await new Promise((r) => {
      if (child.exitCode !== null) r();
      else child.on('exit', r);
    });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const watchdog = setTimeout(
  () => {
    console.error('Benchmark failed: the watchdog gave up after 15 minutes');
    stop().finally(() => process.exit(1));
  },
  15 * 60 * 1000,
);
main()
  .then(
    () => 0,
    (err) => {
      console.error(`Benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
      return 1;
    },
  )
  .then(async (code) => {
    clearTimeout(watchdog);
    await stop();
    process.exit(code);
  });
