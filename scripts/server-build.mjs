// Compiles the server to plain JavaScript (apps/server/dist/src/*.mjs) so production runs without a
// TypeScript loader: `npm run build`, and `npm start` / `npm run cluster` when the build is missing
// or older than its sources. One esbuild bundle: our sources and packages/domain
// are bundled, every npm package stays external (loaded from node_modules as usual).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { mtimeOf, root, sourcesChangedAt } from './build-freshness.mjs';

/** Beside src/ (dist/src/x.mjs), so paths from `import.meta.dirname` keep their depth. */
const outdir = path.join(root, 'apps/server/dist/src');
// The server, and `npm run admin` and `npm run demo` (scripts/admin.mjs and demo.mjs run them when fresh).
const entries = {
  server: 'apps/server/src/server.ts',
  admin: 'apps/server/src/admin/admin.ts',
  demo: 'apps/server/src/demo/demo.ts',
};
const sources = ['apps/server/src', 'packages/domain/src', 'scripts/server-build.mjs'];

/** The compiled entry point of `name`. */
export const serverBuildFile = (name = 'server') => path.join(outdir, `${name}.mjs`);

/**
 * npm packages stay external, except our workspace package (TypeScript sources). A file's
 * `import.meta.dirname` becomes its own source directory, relative to the bundle in `outdir`, so the
 * migrations and the repository root are found from dist/ as from src/.
 */
const plugin = (outdir) => ({
  name: 'campus-server',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@campus/') || args.path.startsWith('node:')) return undefined;
      if (args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (contents.includes('import.meta.dirname')) {
        const rel = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
        contents = contents.replaceAll(
          'import.meta.dirname',
          `__campusFileURLToPath(new URL(${JSON.stringify(`${rel}/`)}, import.meta.url))`,
        );
      }
      return { contents, loader: 'ts' };
    });
  },
});

/**
 * Bundles TypeScript entry points (a name → source path map, or paths) into `outdir` as `.mjs`,
 * as the server is: the benches' quick pass runs them this way (scripts/bench-pass.mjs).
 */
export async function bundleEntries(entryPoints, outdir) {
  await esbuild.build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: "import { fileURLToPath as __campusFileURLToPath } from 'node:url';" },
    plugins: [plugin(outdir)],
  });
}

/** Builds the bundle (esbuild, a second or two). */
export async function buildServer() {
  await bundleEntries(entries, outdir);
}

/** When the oldest entry was built, 0 when one is missing. */
const builtAt = () => Math.min(...Object.keys(entries).map((name) => mtimeOf(serverBuildFile(name))));

/** Whether the build is newer than every source (of every entry). */
export function serverBuildIsFresh() {
  const built = builtAt();
  return built > 0 && built >= sourcesChangedAt(sources);
}

/**
 * Runs a command-line entry (`admin`, `demo`): compiled when the build is fresh (loading the sources
 * through tsx cost each run 1.3 to 2 s of CPU), else its sources through tsx, without building anything.
 */
export async function runServerCommand(name) {
  if (serverBuildIsFresh()) return import(serverBuildFile(name));
  const { register } = await import('tsx/esm/api');
  register();
  return import(path.join(root, entries[name]));
}

/** Builds the server unless its build is newer than every source. */
export async function ensureServerBuild() {
  if (serverBuildIsFresh()) return;
  console.log(builtAt() ? 'The server changed; compiling it…' : 'Compiling the server (first start)…');
  await buildServer();
}

// `node scripts/server-build.mjs` builds; with --if-stale, only when a source is newer than the build.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) await ensureServerBuild();
  else await buildServer();
}
