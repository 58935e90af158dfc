#!/usr/bin/env node
// The first-load budget of the built web app, run by `npm run check:size` after
// `npm run build` (and so by `npm test`): fails when the entry chunk, or all the JavaScript the
// first page load fetches before rendering (the entry and the chunks it imports statically, the
// <link rel="modulepreload"> list), is over 150 KB gzipped; and when the first load of a page the
// server renders (the feed, a post) carries zod: building the domain's schemas took 70 ms of a
// phone's main thread (4x slowdown) while the page hydrated. The pages never parse with them.
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

// The modules each chunk was built from, as its source map lists them.
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}
// The rendered pages, and the realtime parser every page loads as the app starts.
const RENDERED_PAGES = [
  'src/features/feed/campus-home-page.tsx',
  'src/features/posts/pages/post-page.tsx',
  'src/lib/realtime-parse.ts',
];
let withZod = 0;
for (const page of RENDERED_PAGES) {
  if (!manifest[page]) {
    console.error(`${page} is not in the build's manifest: update RENDERED_PAGES.`);
    process.exit(1);
  }
  const files = [...staticClosure('index.html'), ...staticClosure(page)].map((key) => manifest[key].file);
  const zodFiles = [...new Set(files)].filter((file) => {
    const map = path.join(dist, `${file}.map`);
    return (
      fs.existsSync(map) && JSON.parse(fs.readFileSync(map, 'utf8')).sources.some((s) => s.includes('/zod/'))
    );
  });
  if (zodFiles.length > 0) {
    withZod += 1;
    console.error(
      `${page}: its first load carries zod (${zodFiles.join(', ')}). Import the constant or rule from a ` +
        "module of the domain without schemas (a page's first load never needs one).",
    );
  }
}
if (withZod > 0) process.exit(1);
console.log(`no zod in the first load of ${RENDERED_PAGES.join(', ')}`);
