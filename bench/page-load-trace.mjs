// The long tasks of one page load and what each is made of: `node bench/page-load-trace.mjs URL [EMAIL]`
// against a running app (`npm start`; a demo member's e-mail signs in with the demo password first).
// Chromium (the system one, as scripts/chromium.mjs finds it) at 4x CPU slowdown, as Lighthouse's mobile preset assumes; each task over
// 50 ms is listed with its script evaluation, function calls, style, layout and paint, and the sum
// over 50 ms of all of them (Lighthouse's TBT counts those after the first paint only).
import puppeteer from 'puppeteer-core';
import { findChromium } from '../scripts/chromium.mjs';

const [url, email] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/page-load-trace.mjs URL [DEMO_MEMBER_EMAIL]');
  process.exit(2);
}
const KINDS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'Paint',
  'PrePaint',
  'MajorGC',
  'MinorGC',
]);

// The system's Chromium (CHROMIUM_PATH, else on PATH), else the npm package's headless build.
const chromium = findChromium();
Object.assign(process.env, chromium.env);
const browser = await puppeteer.launch({
  executablePath: chromium.path,
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823 });
  if (email) {
    await page.goto(new URL('/offline.html', url).href);
    const status = await page.evaluate(async (address) => {
      const res = await fetch('/api/accounts/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'demo-pass-1' }),
      });
      return res.status;
    }, email);
    if (status !== 200) throw new Error(`signing in as ${email} answered ${status}`);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML');
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  const t0 = parse.ts;
  let over = 0;
  let overAfterPaint = 0;
  for (const task of own.filter((e) => e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts)) {
    over += task.dur / 1000 - 50;
    if (paint && task.ts >= paint.ts) overAfterPaint += task.dur / 1000 - 50;
    const parts = new Map();
    for (const e of own) {
      if (e === task || !KINDS.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
      const file = e.args?.data?.url ? ` ${e.args.data.url.split('/').pop().slice(0, 40)}` : '';
      const key = `${e.name}${file}`;
      parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000);
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(
      `${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(0).padStart(5)} ms  ${top}`,
    );
  }
  if (paint) console.log(`first contentful paint at ${((paint.ts - t0) / 1000).toFixed(0)} ms`);
  console.log(
    `time over 50 ms: ${over.toFixed(0)} ms in all, ${overAfterPaint.toFixed(0)} ms after the first paint`,
  );
} finally {
  await browser.close();
}
