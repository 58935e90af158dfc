// When a build is older than its sources: `npm start` and `npm run cluster` rebuild the server and
// the web app only then (server-build.mjs, web-build.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A file's modification time, 0 when it is missing. */
export const mtimeOf = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The newest modification time of a file or of anything below a directory, 0 when it is missing. */
function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** When any of the sources (paths from the repository root) last changed. */
export const sourcesChangedAt = (sources) => Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
