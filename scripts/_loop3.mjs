import fs from 'node:fs';
import { chromium } from 'playwright-core';
const [url, n = '10'] = process.argv.slice(2);
function procs() {
  const out = {};
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    let cmd, st; try { cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' '); st = fs.readFileSync(`/proc/${d}/stat`, 'utf8'); } catch { continue; }
    let cat;
    if (/headless_shell|chromium/.test(cmd)) { const t = /--type=(\w+)/.exec(cmd); cat = t ? (t[1] === 'utility' ? 'utility' : t[1]) : 'browser'; }
    else if (/postgres/.test(cmd)) cat = 'postgres';
    else if (/start-server|scripts\/start|server/.test(cmd)) cat = 'server';
    else if (/_loop3/.test(cmd)) cat = 'playwright';
    else continue;
    const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
    out[d] = { cat, t: Number(f[11]) + Number(f[12]) };
  }
  return out;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--process-per-site'] });
const acc = {};
async function once(measure) {
  const a = procs();
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(url); await page.waitForLoadState('networkidle'); if (process.env.LOC) await page.getByRole('heading').first().textContent();
  const b = procs();
  await ctx.close();
  if (!measure) return;
  for (const [pid, v] of Object.entries(b)) { const d = v.t - (a[pid]?.t ?? 0); acc[v.cat] = (acc[v.cat] ?? 0) + d; }
}
for (let i = 0; i < 3; i++) await once(false);
for (let i = 0; i < Number(n); i++) await once(true);
let tot = 0; for (const k in acc) tot += acc[k];
console.log(url, 'CPU-s per load', (tot/100/n).toFixed(2), Object.entries(acc).map(([k,v]) => `${k} ${(v/100/n).toFixed(2)}`).join(', '));
await browser.close();
