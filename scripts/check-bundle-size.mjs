#!/usr/bin/env node
// The first-load budget of the built web app (issue 14), run by `npm run check:size` after
// `npm run build` (and so by `npm test`): fails when the entry chunk, or all the JavaScript the
// first page load fetches before rendering (the entry and the chunks it imports statically, the
// <link rel="modulepreload"> list), is over 150 KB gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const indexHtml = path.join(dist, 'index.html');
if (!fs.existsSync(indexHtml)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const html = fs.readFileSync(indexHtml, 'utf8');
const entry = html.match(/<script type="module"[^>]*\ssrc="\/([^"]+\.js)"/)?.[1];
if (!entry) {
  console.error('No entry <script type="module" src="…"> in apps/web/dist/index.html.');
  process.exit(1);
}
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const entryKb = gzipKb(entry);
const firstLoadKb = [entry, ...preloaded].reduce((sum, file) => sum + gzipKb(file), 0);
const line = (label, kb) =>
  `${label.padEnd(46)} ${kb.toFixed(1).padStart(6)} KB gzipped (budget ${BUDGET_KB})`;
console.log(line(`entry chunk (${entry})`, entryKb));
console.log(line(`first-load JS (entry + ${preloaded.length} chunks)`, firstLoadKb));
const over = [entryKb, firstLoadKb].some((kb) => kb > BUDGET_KB);
if (over) {
  console.error(
    `\nThe first load is over ${BUDGET_KB} KB of gzipped JavaScript. Load the new code when it is first ` +
      'needed (a lazy route, a lazy component, a dynamic import) instead of in the entry chunk.',
  );
  process.exit(1);
}
