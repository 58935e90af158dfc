// Builds the service worker (src/service-worker/sw.ts) into dist/sw.js after the app's own build,
// with the list of files this build emitted and a version derived from them: a deploy that changes
// any file changes sw.js, so browsers install the new worker (decision 018: no Workbox).
import crypto from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { precacheList } from '../src/service-worker/cache-rules';

export function serviceWorkerPlugin(): Plugin {
  let files: string[] = [];
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'campus-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files = Object.keys(bundle);
    },
    async closeBundle() {
      // Only the app's own build (the nested one below has no generateBundle of ours).
      if (files.length === 0) return;
      const version = crypto.createHash('sha256').update(files.sort().join('\n')).digest('hex').slice(0, 12);
      const list = precacheList(files);
      files = [];
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: { __SW_FILES__: JSON.stringify(list), __SW_VERSION__: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          lib: {
            entry: path.resolve(root, 'src/service-worker/sw.ts'),
            formats: ['iife'],
            name: 'campusServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
