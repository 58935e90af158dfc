// Builds the web app when its build is missing or older than its sources (`npm start`, `npm run cluster`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mtimeOf, root, sourcesChangedAt } from './build-freshness.mjs';

const distIndex = path.join(root, 'apps/web/dist/index.html');
// The server's first render (apps/web/src/entry-server.tsx), built after the browser's files.
const ssrEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/domain/src',
];

/** Builds apps/web/dist unless it is newer than every source; exits the process if the build fails. */
export function ensureWebBuild() {
  const builtAt = Math.min(mtimeOf(distIndex), mtimeOf(ssrEntry));
  const changedAt = sourcesChangedAt(sources);
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'The web app changed; building it…' : 'Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@campus/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
