// Emits build/hydrate.js, the loader of a server-rendered page's scripts, as a hashed file among the
// app's own (dist/assets/hydrate-[hash].js): cached for a year like them, a deploy that changes it
// changes its name. The server finds it there (apps/server/src/modules/web/web.routes.ts).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export function hydrateScriptPlugin(): Plugin {
  return {
    name: 'campus-hydrate-script',
    apply: 'build',
    buildStart() {
      const source = fs.readFileSync(fileURLToPath(new URL('./hydrate.js', import.meta.url)), 'utf8');
      this.emitFile({ type: 'asset', name: 'hydrate.js', source });
    },
  };
}
