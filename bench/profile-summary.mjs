#!/usr/bin/env node
// Summarises the biggest .cpuprofile in a directory (or one file): the share of CPU samples by
// package or source area (self time) and the top functions. Usage: node bench/profile-summary.mjs DIR|FILE [N]
import fs from 'node:fs';
import path from 'node:path';

const target = process.argv[2];
const top = Number(process.argv[3] ?? 25);
if (!target) throw new Error('usage: node bench/profile-summary.mjs DIR|FILE [N]');
const file = fs.statSync(target).isDirectory()
  ? fs
      .readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(target, f))
      .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]
  : target;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const total = profile.samples.length;

/** Where a frame's code lives: a package, an app area, node internals or V8/GC. */
function area(frame) {
  const url = frame.url ?? '';
  if (!url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node:internal';
  const src = url.match(/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+|bench)\//);
  return src ? src[1] : url.replace(/^file:\/\//, '');
}

const areas = new Map();
const fns = new Map();
for (const [id, n] of counts) {
  const frame = byId.get(id).callFrame;
  const a = area(frame);
  areas.set(a, (areas.get(a) ?? 0) + n);
  const key = `${frame.functionName || '(anonymous)'}  ${a}:${frame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + n);
}
// Inclusive: the share of samples with the area anywhere on the stack (what it costs with its callees).
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map();
for (const [id, n] of counts) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) seen.add(area(byId.get(at).callFrame));
  for (const a of seen) inclusive.set(a, (inclusive.get(a) ?? 0) + n);
}
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
console.log(`${path.basename(file)}: ${total} samples`);
console.log('\nSelf time by area:');
for (const [a, n] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`${pct(n)}  ${a}`);
console.log('\nInclusive by area (with callees):');
for (const [a, n] of [...inclusive].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`${pct(n)}  ${a}`);
console.log('\nTop functions (self time):');
for (const [f, n] of [...fns].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`${pct(n)}  ${f}`);
